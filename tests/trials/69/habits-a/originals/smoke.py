#!/usr/bin/env python3
"""Fire lookout towers: summarise the week's smoke reports."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

SIZES = {"S": 1, "M": 2, "L": 3}
COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]


@dataclass
class Sighting:
    when: str
    tower: str
    bearing: int
    distance: float
    size: str
    confirmed: bool

    @property
    def day(self):
        return self.when.split()[0]

    @property
    def direction(self):
        return COMPASS[round(self.bearing / 45) % 8]

    @property
    def weight(self):
        return SIZES[self.size] * (2 if self.confirmed else 1)


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise ValueError(f"line {lineno}: expected 6 fields, got {len(parts)}")
    when, tower, bearing, distance, size, confirmed = parts
    try:
        bearing, distance = int(bearing), float(distance)
    except ValueError as exc:
        raise ValueError(f"line {lineno}: {exc}") from None
    if not 0 <= bearing < 360:
        raise ValueError(f"line {lineno}: bearing {bearing} out of range")
    if size not in SIZES:
        raise ValueError(f"line {lineno}: unknown size {size!r}")
    return Sighting(when, tower, bearing, distance, size, confirmed.lower() == "y")


def load(text):
    sightings, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            sightings.append(parse(line, lineno))
        except ValueError as exc:
            errors.append(str(exc))
    return sightings, errors


def report(text):
    sightings, errors = load(text)
    lines = ["SMOKE REPORT", "-" * 44]

    by_tower = defaultdict(list)
    for s in sightings:
        by_tower[s.tower].append(s)
    lines.append(f"{'Tower':<12}{'Reports':>8}{'Conf%':>8}{'Avg km':>8}{'Score':>7}")
    for tower, group in sorted(by_tower.items(), key=lambda kv: (-sum(s.weight for s in kv[1]), kv[0])):
        conf = sum(s.confirmed for s in group) / len(group)
        avg = sum(s.distance for s in group) / len(group)
        score = sum(s.weight for s in group)
        lines.append(f"{tower:<12}{len(group):>8}{conf:>8.0%}{avg:>8.1f}{score:>7}")

    per_day = Counter(s.day for s in sightings)
    busiest, busiest_n = max(per_day.items(), key=lambda kv: (kv[1], kv[0]))
    lines.append("")
    lines.append("Per day: " + ", ".join(f"{d[5:]}={n}" for d, n in sorted(per_day.items())))
    lines.append(f"Busiest day: {busiest} ({busiest_n} reports)")

    directions = Counter(s.direction for s in sightings if s.confirmed)
    lines.append("Confirmed by direction: " + " ".join(f"{d}:{directions[d]}" for d in COMPASS if directions[d]))

    large = [s for s in sightings if s.size == "L" and s.confirmed]
    lines.append(f"Large confirmed smokes ({len(large)}):")
    lines.extend(f"  * {s.when} {s.tower} {s.bearing:03d}° {s.distance:.1f} km" for s in large)

    if errors:
        lines.append(f"Rejected {len(errors)} line(s):")
        lines.extend(f"  x {e}" for e in errors)

    summary = {
        "reports": len(sightings),
        "confirmed": sum(s.confirmed for s in sightings),
        "towers": len(by_tower),
        "mean_km": round(sum(s.distance for s in sightings) / len(sightings), 2) if sightings else None,
        "busiest": busiest,
        "rejected": len(errors),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "smoke_reports.txt"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
