#!/usr/bin/env python3
"""Tourist submarine dive log: passengers, depth and sightings per boat and pilot."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean

DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "sub_dives.txt"
CAPACITY = {"Nautilus II": 48, "Blue Marlin": 32, "Coral Queen": 24}
DEEP_M = 50.0


class BadLine(ValueError):
    pass


@dataclass
class Dive:
    dive_id: str
    date: str
    boat: str
    pilot: str
    passengers: int
    depth: float
    minutes: int
    sightings: list = field(default_factory=list)

    @property
    def load_factor(self):
        return self.passengers / CAPACITY[self.boat]

    @property
    def deep(self):
        return self.depth >= DEEP_M


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 8:
        raise BadLine(f"line {lineno}: expected 8 fields, got {len(parts)}")
    dive_id, date, boat, pilot, pax, depth, minutes, seen = parts
    try:
        pax, depth, minutes = int(pax), float(depth), int(minutes)
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {dive_id}: {exc}") from None
    if depth <= 0:
        raise BadLine(f"line {lineno}: {dive_id}: depth {depth} not positive")
    if boat not in CAPACITY:
        raise BadLine(f"line {lineno}: {dive_id}: unknown boat {boat!r}")
    sightings = [s.strip() for s in seen.split(";") if s.strip()]
    return Dive(dive_id, date, boat, pilot, pax, depth, minutes, sightings)


def load(text):
    dives, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            dives.append(parse(line, lineno))
        except BadLine as exc:
            errors.append(str(exc))
    return dives, errors


def report(text):
    dives, errors = load(text)
    out = ["TOURIST SUBMARINE DIVE REPORT", "=" * 54]
    by_boat = defaultdict(list)
    for d in dives:
        by_boat[d.boat].append(d)
    out.append(f"{'Boat':<14}{'Dives':>6}{'Pax':>6}{'Load':>8}{'Avg m':>8}{'Max m':>8}")
    for boat, ds in sorted(by_boat.items()):
        pax = sum(d.passengers for d in ds)
        load_pct = mean(d.load_factor for d in ds)
        out.append(f"{boat:<14}{len(ds):>6}{pax:>6}{load_pct:>8.1%}"
                   f"{mean(d.depth for d in ds):>8.1f}{max(d.depth for d in ds):>8.1f}")
    out.append("-" * 54)
    pilots = Counter()
    for d in dives:
        pilots[d.pilot] += d.minutes
    for pilot, mins in pilots.most_common():
        out.append(f"Pilot {pilot:<10} {mins // 60}h{mins % 60:02d}m underwater")
    species = Counter(s for d in dives for s in set(d.sightings))
    top = ", ".join(f"{name} x{n}" for name, n in species.most_common(3))
    out.append(f"Most seen (dives): {top}")
    deep = [d.dive_id for d in dives if d.deep]
    out.append(f"Deep dives (>= {DEEP_M:.0f} m): {', '.join(deep) or 'none'}")
    if errors:
        out.append(f"Rejected {len(errors)} line(s):")
        out.extend(f"  {e}" for e in errors)
    summary = {
        "dives": len(dives),
        "rejected": len(errors),
        "passengers": sum(d.passengers for d in dives),
        "avg_depth_m": round(mean(d.depth for d in dives), 1) if dives else 0,
        "deep": deep,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FILE
    print(report(path.read_text()))
