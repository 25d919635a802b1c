#!/usr/bin/env python3
"""Lake ice thickness survey: per-site trend, safety class, crew counts."""
import csv
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from statistics import mean

# minimum clear ice (cm) for an activity, thickest first
SAFETY = [(25, "vehicles"), (15, "groups"), (10, "single walker"), (0, "stay off")]


@dataclass(frozen=True)
class Reading:
    day: date
    site: str
    ice_cm: float
    snow_cm: float
    crew: str

    @property
    def safety(self) -> str:
        return next(label for limit, label in SAFETY if self.ice_cm >= limit)


def parse_row(row: dict, lineno: int) -> Reading:
    if None in row.values() or None in row:
        raise ValueError(f"line {lineno}: wrong number of fields")
    try:
        day = date.fromisoformat(row["date"])
    except ValueError:
        raise ValueError(f"line {lineno}: bad date {row['date']!r}") from None
    try:
        ice, snow = float(row["ice_cm"]), float(row["snow_cm"])
    except ValueError:
        raise ValueError(f"line {lineno}: non-numeric depth {row['ice_cm']!r}") from None
    if ice < 0 or snow < 0:
        raise ValueError(f"line {lineno}: negative depth {ice}")
    return Reading(day, row["site"].strip(), ice, snow, row["crew"].strip())


def load(path: Path) -> tuple[list[Reading], list[str]]:
    readings, problems = [], []
    with path.open(newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            try:
                readings.append(parse_row(row, lineno))
            except ValueError as exc:
                problems.append(str(exc))
    return readings, problems


def report(readings: list[Reading], problems: list[str]) -> str:
    by_site = defaultdict(list)
    for r in readings:
        by_site[r.site].append(r)
    lines = ["LAKE ICE SURVEY", "=" * 44,
             f"{'site':<12}{'n':>3}{'first':>8}{'last':>8}{'gain':>7}  status"]
    growth = {}
    for site, rs in sorted(by_site.items()):
        rs.sort(key=lambda r: r.day)
        first, last = rs[0], rs[-1]
        weeks = max((last.day - first.day).days / 7, 1)
        growth[site] = (last.ice_cm - first.ice_cm) / weeks
        lines.append(f"{site:<12}{len(rs):>3}{first.ice_cm:>8.1f}{last.ice_cm:>8.1f}"
                     f"{growth[site]:>+7.2f}  {last.safety}")
    lines.append("-" * 44)
    avg_snow = mean(r.snow_cm for r in readings)
    lines.append(f"Mean snow cover: {avg_snow:.2f} cm over {len(readings)} readings")
    crews = Counter(r.crew for r in readings)
    lines.append("Crews: " + ", ".join(f"{c}={n}" for c, n in crews.most_common()))
    latest = max(r.day for r in readings)
    thinnest = min((r for r in readings if r.day == latest), key=lambda r: r.ice_cm)
    lines.append(f"Thinnest on {latest:%d %b %Y}: {thinnest.site} at {thinnest.ice_cm:.1f} cm")
    if problems:
        lines.append(f"Rejected {len(problems)} row(s):")
        lines.extend(f"  * {p}" for p in problems)
    summary = {
        "readings": len(readings),
        "sites": len(by_site),
        "fastest_growth": max(growth, key=growth.get),
        "thinnest_cm": thinnest.ice_cm,
        "rejected": len(problems),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "ice.csv"
    readings, problems = load(path)
    if not readings:
        print("no usable readings", file=sys.stderr)
        return 1
    print(report(readings, problems))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
