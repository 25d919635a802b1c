#!/usr/bin/env python3
"""Summarise tide-gauge readings per station and print a JSON summary."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from statistics import mean

SURGE_LIMIT = 5.0


@dataclass(frozen=True)
class Reading:
    station: str
    when: datetime
    level: float
    flag: str = ""

    @property
    def is_surge(self) -> bool:
        return self.flag == "surge" or self.level >= SURGE_LIMIT


class BadLine(ValueError):
    pass


def parse_line(line: str, number: int) -> Reading:
    parts = line.split()
    if len(parts) not in (3, 4):
        raise BadLine(f"line {number}: expected 3 or 4 fields, got {len(parts)}")
    station, stamp, level_text, *rest = parts
    try:
        when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M")
    except ValueError:
        raise BadLine(f"line {number}: bad timestamp {stamp!r}") from None
    try:
        level = float(level_text)
    except ValueError:
        raise BadLine(f"line {number}: bad level {level_text!r}") from None
    return Reading(station, when, level, rest[0] if rest else "")


def load(text: str):
    readings, problems = [], []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            readings.append(parse_line(line, number))
        except BadLine as err:
            problems.append(str(err))
    return readings, problems


def report(text: str) -> str:
    readings, problems = load(text)
    by_station = defaultdict(list)
    for r in readings:
        by_station[r.station].append(r)

    out = ["Tide gauge summary", "=" * 18]
    out.append(f"{'Station':<14}{'n':>3}{'low':>8}{'high':>8}{'range':>8}{'mean':>8}")
    ranges = {}
    for station, rs in sorted(by_station.items()):
        levels = [r.level for r in rs]
        low, high = min(levels), max(levels)
        ranges[station] = high - low
        out.append(f"{station:<14}{len(rs):>3}{low:>8.2f}{high:>8.2f}{high - low:>8.2f}{mean(levels):>8.3f}")

    surges = [r for r in readings if r.is_surge]
    out.append("")
    out.append(f"Surge readings (flagged or >= {SURGE_LIMIT:.1f} m): {len(surges)}")
    for r in sorted(surges, key=lambda r: (r.when, r.station)):
        out.append(f"  {r.when:%d %b %H:%M}  {r.station:<14} {r.level:+.2f} m")

    per_day = Counter(r.when.date().isoformat() for r in readings)
    out.append("Readings per day: " + ", ".join(f"{d}={n}" for d, n in sorted(per_day.items())))

    if problems:
        out.append(f"Rejected {len(problems)} line(s):")
        out.extend(f"  * {p}" for p in problems)

    widest = max(ranges, key=ranges.get) if ranges else None
    summary = {
        "readings": len(readings),
        "stations": len(by_station),
        "surges": len(surges),
        "widestRange": widest,
        "widestRange_m": round(ranges[widest], 2) if widest else None,
        "rejected": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "tides.txt"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
