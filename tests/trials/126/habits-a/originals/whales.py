#!/usr/bin/env python3
"""Whale-watching trip log: sightings per species, per boat, and per hour at sea."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "whale_trips.tsv"


@dataclass
class Trip:
    date: str
    boat: str
    skipper: str
    passengers: int
    hours: float
    sightings: Counter = field(default_factory=Counter)

    @property
    def animals(self) -> int:
        return sum(self.sightings.values())

    @property
    def rate(self) -> float:
        return self.animals / self.hours if self.hours else 0.0


def parse_sightings(text):
    found = Counter()
    for part in filter(None, (p.strip() for p in text.split(";"))):
        species, _, count = part.rpartition(":")
        found[species.strip()] += int(count)
    return found


def load(path):
    trips, problems = [], []
    with open(path, encoding="utf-8") as fh:
        for lineno, raw in enumerate(fh, start=1):
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cells = line.split("\t")
            if len(cells) != 6:
                problems.append(f"line {lineno}: {len(cells)} fields, want 6")
                continue
            date, boat, skipper, pax, hours, seen = cells
            try:
                trips.append(Trip(date, boat, skipper, int(pax), float(hours), parse_sightings(seen)))
            except ValueError as exc:
                problems.append(f"line {lineno}: {exc}")
    return trips, problems


def report(trips, problems):
    lines = ["WHALE-WATCHING LOG", "=" * 40]
    species = Counter()
    for t in trips:
        species.update(t.sightings)
    lines.append("Species (animals, trips):")
    trips_with = {s: sum(1 for t in trips if s in t.sightings) for s in species}
    for name, count in sorted(species.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"  {name:<20}{count:>4}{trips_with[name]:>4}")

    by_boat = defaultdict(list)
    for t in trips:
        by_boat[t.boat].append(t)
    lines.append("Boats:")
    for boat, ts in sorted(by_boat.items()):
        pax = sum(t.passengers for t in ts)
        hrs = sum(t.hours for t in ts)
        lines.append(f"  {boat:<8} trips={len(ts)} pax={pax:>3} hours={hrs:5.1f} "
                     f"avg/hr={mean(t.rate for t in ts):6.2f}")

    blanks = [t.date for t in trips if not t.sightings]
    if blanks:
        lines.append(f"No sightings: {', '.join(blanks)}")
    best = max(trips, key=lambda t: (t.rate, t.date), default=None)
    if best:
        lines.append(f"Best trip: {best.date} {best.boat} ({best.skipper}) {best.rate:.2f}/hr")
    skippers = Counter(t.skipper for t in trips)
    lines.append("Skippers: " + " ".join(f"{k}:{v}" for k, v in skippers.most_common()))
    if problems:
        lines.append(f"Skipped {len(problems)}:")
        lines.extend(f"  - {p}" for p in problems)

    total_pax = sum(t.passengers for t in trips)
    summary = {
        "trips": len(trips),
        "skipped": len(problems),
        "animals": sum(species.values()),
        "species": len(species),
        "passengers": total_pax,
        "share_with_sightings": round(1 - len(blanks) / len(trips), 3) if trips else 0,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    src = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    print(report(*load(src)))
