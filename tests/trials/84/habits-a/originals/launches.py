#!/usr/bin/env python3
"""Gliding club launch log -> weekly report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

FEES = {"winch": 9.0, "aerotow": 38.0}
SOARING_MIN = 20  # a flight of at least this many minutes counts as soaring


@dataclass
class Launch:
    date: str
    pilot: str
    glider: str
    method: str
    release_ft: int
    minutes: int

    @property
    def fee(self) -> float:
        return FEES[self.method]

    @property
    def soared(self) -> bool:
        return self.minutes >= SOARING_MIN


def parse(line: str, lineno: int) -> Launch:
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        raise ValueError(f"line {lineno}: {len(fields)} fields, want 6")
    date, pilot, glider, method, release, minutes = fields
    if method not in FEES:
        raise ValueError(f"line {lineno}: unknown launch method {method!r}")
    try:
        release_ft, mins = int(release), int(minutes)
    except ValueError:
        raise ValueError(f"line {lineno}: non-numeric height or time") from None
    if mins <= 0:
        raise ValueError(f"line {lineno}: flight time {mins} must be positive")
    return Launch(date, pilot, glider, method, release_ft, mins)


def load(text: str):
    launches, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            launches.append(parse(line, lineno))
        except ValueError as exc:
            errors.append(str(exc))
    return launches, errors


def report(text: str) -> str:
    launches, errors = load(text)
    lines = ["Gliding club launches", "-" * 21]

    by_pilot = defaultdict(list)
    for launch in launches:
        by_pilot[launch.pilot].append(launch)

    rows = sorted(
        ((pilot, len(ls), sum(l.minutes for l in ls), sum(l.fee for l in ls))
         for pilot, ls in by_pilot.items()),
        key=lambda r: (-r[2], r[0]),
    )
    lines.append(f"{'pilot':<8}{'n':>3}{'airtime':>9}{'fees':>9}")
    for pilot, n, airtime, fees in rows:
        lines.append(f"{pilot:<8}{n:>3}{airtime:>7}m{fees:>9.2f}")

    lines.append("")
    methods = Counter(l.method for l in launches)
    for method, count in methods.most_common():
        avg_height = mean(l.release_ft for l in launches if l.method == method)
        lines.append(f"{method:<8} {count:>2} launches, avg release {avg_height:,.0f} ft")

    gliders = Counter(l.glider for l in launches)
    busiest, busiest_n = gliders.most_common(1)[0]
    soaring = [l for l in launches if l.soared]
    rate = len(soaring) / len(launches)
    lines.append(f"busiest glider: {busiest} ({busiest_n} flights)")
    lines.append(f"soaring rate: {rate:.1%}")

    if errors:
        lines.append("")
        lines.append(f"rejected {len(errors)} line(s):")
        lines.extend(f"  * {e}" for e in errors)

    summary = {
        "launches": len(launches),
        "rejected": len(errors),
        "pilots": len(by_pilot),
        "airtime_min": sum(l.minutes for l in launches),
        "fees": round(sum(l.fee for l in launches), 2),
        "longest": max(launches, key=lambda l: l.minutes).pilot,
    }
    lines.append("")
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parent.parent / "root" / "launches.txt")
    print(report(path.read_text()))
