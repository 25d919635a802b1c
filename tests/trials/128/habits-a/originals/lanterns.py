#!/usr/bin/env python3
"""Lantern parade workshop: summarise build sessions per lantern and per volunteer."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass

CANE_COST = 0.35
SHEET_COST = 0.22


@dataclass
class Session:
    volunteer: str
    lantern: str
    canes: int
    sheets: int
    minutes: int
    group: str

    @property
    def materials(self) -> float:
        return self.canes * CANE_COST + self.sheets * SHEET_COST

    @property
    def hours(self) -> float:
        return self.minutes / 60


def parse(line: str, lineno: int) -> Session:
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        raise ValueError(f"line {lineno}: expected 6 fields, got {len(fields)}")
    volunteer, lantern, canes, sheets, minutes, group = fields
    try:
        nums = [int(x) for x in (canes, sheets, minutes)]
    except ValueError as exc:
        raise ValueError(f"line {lineno}: not a number ({exc.args[0].split(': ')[-1]})") from None
    if any(n < 0 for n in nums):
        raise ValueError(f"line {lineno}: negative count")
    return Session(volunteer, lantern, *nums, group)


def load(text: str):
    sessions, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            sessions.append(parse(line, lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return sessions, problems


def report(text: str) -> str:
    sessions, problems = load(text)
    by_lantern = defaultdict(list)
    for s in sessions:
        by_lantern[s.lantern].append(s)
    minutes_by_volunteer = Counter()
    for s in sessions:
        minutes_by_volunteer[s.volunteer] += s.minutes
    groups = Counter(s.group for s in sessions)

    lines = ["LANTERN WORKSHOP BUILD REPORT", "=" * 48]
    lines.append(f"{'Lantern':<14}{'Builds':>7}{'Canes':>7}{'Sheets':>8}{'Cost':>12}")
    rows = sorted(
        ((name, len(ss), sum(s.canes for s in ss), sum(s.sheets for s in ss),
          sum(s.materials for s in ss)) for name, ss in by_lantern.items()),
        key=lambda r: (-r[4], r[0]),
    )
    for name, n, canes, sheets, cost in rows:
        lines.append(f"{name:<14}{n:>7}{canes:>7}{sheets:>8}{cost:>12,.2f}")
    lines.append("-" * 48)
    lines.append("Volunteer hours:")
    for name, mins in minutes_by_volunteer.most_common():
        lines.append(f"  {name:<8}{mins / 60:>6.1f} h  {'#' * (mins // 30)}")
    share = {g: n / len(sessions) for g, n in groups.items()}
    lines.append("Groups: " + ", ".join(f"{g} {p:.0%}" for g, p in sorted(share.items())))
    busiest = max(sessions, key=lambda s: s.canes / s.hours) if sessions else None
    if busiest:
        lines.append(f"Most canes per hour: {busiest.volunteer} on {busiest.lantern} "
                     f"({busiest.canes / busiest.hours:.2f}/h)")
    if problems:
        lines.append(f"Skipped {len(problems)} line(s):")
        lines.extend(f"  - {p}" for p in problems)
    total_cost = sum(s.materials for s in sessions)
    summary = {
        "sessions": len(sessions),
        "lanterns": len(by_lantern),
        "skipped": len(problems),
        "hours": round(sum(s.hours for s in sessions), 2),
        "materials": round(total_cost, 2),
        "top_volunteer": minutes_by_volunteer.most_common(1)[0][0] if sessions else None,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = argv[1] if len(argv) > 1 else "root/lantern_builds.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))


if __name__ == "__main__":
    main(sys.argv)
