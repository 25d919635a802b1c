#!/usr/bin/env python3
"""Canyoning trip log report: per-guide load, per-canyon stats, incident rate."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

FIELDS = ("date", "guide", "canyon", "group", "grade", "hours", "incidents")


@dataclass(frozen=True)
class Trip:
    date: str
    guide: str
    canyon: str
    group: int
    grade: int
    hours: float
    incidents: int

    @property
    def person_hours(self) -> float:
        return self.group * self.hours


def parse(line: str, lineno: int) -> Trip:
    parts = line.split("\t")
    if len(parts) != len(FIELDS):
        raise ValueError(f"line {lineno}: expected {len(FIELDS)} fields, got {len(parts)}")
    row = dict(zip(FIELDS, parts))
    try:
        group, grade, incidents = (int(row[k]) for k in ("group", "grade", "incidents"))
        hours = float(row["hours"])
    except ValueError as exc:
        raise ValueError(f"line {lineno}: {exc}") from None
    if not 1 <= grade <= 7:
        raise ValueError(f"line {lineno}: grade {grade} out of range 1-7")
    return Trip(row["date"], row["guide"], row["canyon"], group, grade, hours, incidents)


def load(text: str):
    trips, problems = [], []
    lines = text.splitlines()
    for lineno, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            trips.append(parse(line.rstrip("\n"), lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return trips, problems


def report(text: str) -> str:
    trips, problems = load(text)
    out = ["CANYONING TRIP LOG", "-" * 44]

    by_guide = defaultdict(list)
    for t in trips:
        by_guide[t.guide].append(t)
    out.append(f"{'Guide':<8}{'Trips':>6}{'Clients':>9}{'Hours':>8}{'Avg grp':>9}")
    for guide, ts in sorted(by_guide.items()):
        clients = sum(t.group for t in ts)
        hours = sum(t.hours for t in ts)
        out.append(f"{guide:<8}{len(ts):>6}{clients:>9}{hours:>8.2f}{mean(t.group for t in ts):>9.1f}")

    out.append("")
    out.append("Canyons (busiest first):")
    visits = Counter(t.canyon for t in trips)
    for canyon, n in visits.most_common():
        grades = {t.grade for t in trips if t.canyon == canyon}
        ph = sum(t.person_hours for t in trips if t.canyon == canyon)
        out.append(f"  {canyon:<14} {n:>2} trips  grade {'/'.join(map(str, sorted(grades)))}  {ph:,.1f} person-h")

    incidents = sum(t.incidents for t in trips)
    clients = sum(t.group for t in trips)
    rate = 1000 * incidents / clients if clients else 0.0
    out.append("")
    out.append(f"Incidents: {incidents} across {clients} clients ({rate:.2f} per 1000)")
    worst = max(trips, key=lambda t: (t.incidents, t.date), default=None)
    if worst and worst.incidents:
        out.append(f"Worst day: {worst.date} {worst.canyon} ({worst.guide}, {worst.incidents} incident(s))")

    if problems:
        out.append("")
        out.append(f"Rejected {len(problems)} line(s):")
        out.extend(f"  ! {p}" for p in problems)

    summary = {
        "trips": len(trips),
        "rejected": len(problems),
        "clients": clients,
        "incidents": incidents,
        "busiest": visits.most_common(1)[0][0] if visits else None,
        "avg_hours": round(mean(t.hours for t in trips), 2) if trips else 0,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / "root" / "canyoning.tsv"
    print(report(path.read_text(encoding="utf-8")))
