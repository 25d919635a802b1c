#!/usr/bin/env python3
"""Culvert debris-screen clearance report, grouped by watercourse."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "culverts.txt"
ALERT_PCT = 50  # screens this blocked count as alerts


@dataclass(frozen=True)
class Clearance:
    date: str
    culvert: str
    watercourse: str
    debris_kg: float
    minutes: int
    blocked_pct: int

    @property
    def kg_per_hour(self) -> float:
        return self.debris_kg / (self.minutes / 60) if self.minutes else 0.0

    @property
    def is_alert(self) -> bool:
        return self.blocked_pct >= ALERT_PCT


class BadLine(ValueError):
    pass


def parse(line: str, lineno: int) -> Clearance:
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        raise BadLine(f"line {lineno}: {len(fields)} fields, want 6")
    date, culvert, watercourse, kg, mins, pct = fields
    if not culvert:
        raise BadLine(f"line {lineno}: no culvert id")
    try:
        debris_kg, minutes, blocked = float(kg), int(mins), int(pct)
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if debris_kg < 0 or not 0 <= blocked <= 100:
        raise BadLine(f"line {lineno}: out of range ({debris_kg}kg, {blocked}%)")
    return Clearance(date, culvert, watercourse, debris_kg, minutes, blocked)


def load(text: str) -> tuple[list[Clearance], list[str]]:
    good, bad = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            good.append(parse(line, lineno))
        except BadLine as exc:
            bad.append(str(exc))
    return good, bad


def report(rows: list[Clearance], bad: list[str]) -> str:
    by_course: dict[str, list[Clearance]] = defaultdict(list)
    for r in rows:
        by_course[r.watercourse].append(r)
    visits = Counter(r.culvert for r in rows)

    out = ["CULVERT SCREEN CLEARANCES", "=" * 46]
    out.append(f"{'Watercourse':<14}{'Jobs':>5}{'Debris kg':>11}{'Avg kg/h':>10}{'Alerts':>7}")
    ordered = sorted(by_course.items(), key=lambda kv: (-sum(r.debris_kg for r in kv[1]), kv[0]))
    for course, jobs in ordered:
        total = sum(j.debris_kg for j in jobs)
        rate = mean(j.kg_per_hour for j in jobs)
        alerts = sum(j.is_alert for j in jobs)
        out.append(f"{course:<14}{len(jobs):>5}{total:>11.1f}{rate:>10.1f}{alerts:>7}")
    out.append("-" * 46)

    (busiest, n), = visits.most_common(1)
    worst = max(rows, key=lambda r: r.blocked_pct)
    out.append(f"Most visited: {busiest} ({n} clearances)")
    out.append(f"Worst blockage: {worst.culvert} at {worst.blocked_pct}% on {worst.date}")
    if bad:
        out.append(f"Rejected {len(bad)} line(s):")
        out.extend(f"  * {msg}" for msg in bad)

    summary = {
        "jobs": len(rows),
        "rejected": len(bad),
        "debris_kg": round(sum(r.debris_kg for r in rows), 1),
        "alerts": sum(r.is_alert for r in rows),
        "culverts": len(visits),
        "busiest": busiest,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv: list[str]) -> None:
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT
    rows, bad = load(path.read_text(encoding="utf-8"))
    print(report(rows, bad))


if __name__ == "__main__":
    main(sys.argv)
