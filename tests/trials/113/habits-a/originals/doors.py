#!/usr/bin/env python3
"""Hackspace door swipes: visits per member, denials per door, busiest hour."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

RESULTS = {"granted", "denied"}


@dataclass(frozen=True)
class Swipe:
    when: datetime
    member: str
    door: str
    granted: bool

    @property
    def day(self):
        return self.when.date().isoformat()


class BadLine(ValueError):
    pass


def parse(line, lineno):
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 4:
        raise BadLine(f"line {lineno}: expected 4 fields, got {len(fields)}")
    stamp, member, door, result = fields
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        raise BadLine(f"line {lineno}: bad time {stamp!r}") from None
    if result not in RESULTS:
        raise BadLine(f"line {lineno}: bad result {result!r}")
    return Swipe(when, member, door, result == "granted")


def load(text):
    swipes, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            swipes.append(parse(line, lineno))
        except BadLine as err:
            problems.append(str(err))
    return swipes, problems


def report(text):
    swipes, problems = load(text)
    granted = [s for s in swipes if s.granted]
    per_member = Counter(s.member for s in granted)
    days_per_member = defaultdict(set)
    for s in granted:
        days_per_member[s.member].add(s.day)
    denied_by_door = Counter(s.door for s in swipes if not s.granted)
    hours = Counter(s.when.hour for s in granted)
    busiest_hour, busiest_count = max(hours.items(), key=lambda kv: (kv[1], -kv[0]))

    lines = ["Hackspace door swipes", "=" * 21]
    lines.append(f"{'member':<8}{'swipes':>7}{'days':>6}")
    for member, count in sorted(per_member.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"{member:<8}{count:>7}{len(days_per_member[member]):>6}")
    lines.append("")
    lines.append("denied at:")
    for door, count in sorted(denied_by_door.items()):
        lines.append(f"  {door:<10}{count:>3}")
    rate = len(granted) / len(swipes) if swipes else 0.0
    lines.append(f"granted {len(granted)} of {len(swipes)} ({rate:.1%})")
    lines.append(f"busiest hour: {busiest_hour:02d}:00 with {busiest_count} swipes")
    if problems:
        lines.append("")
        lines.append(f"skipped {len(problems)} bad line(s):")
        lines.extend(f"  {p}" for p in problems)
    summary = {
        "members": len(per_member),
        "swipes": len(swipes),
        "granted": len(granted),
        "denied": sum(denied_by_door.values()),
        "busiestHour": busiest_hour,
        "skipped": len(problems),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "doors.log"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
