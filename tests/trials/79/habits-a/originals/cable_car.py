#!/usr/bin/env python3
"""Cable-car cabin loads: read a pipe-separated log and print a report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

DIRECTIONS = {"up", "down"}


@dataclass(frozen=True)
class Trip:
    time: str
    cabin: str
    direction: str
    riders: int
    capacity: int
    queue_min: float

    @property
    def load(self) -> float:
        return self.riders / self.capacity

    @property
    def full(self) -> bool:
        return self.riders == self.capacity


def parse_trip(line: str, lineno: int) -> Trip:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise ValueError(f"line {lineno}: expected 6 fields, got {len(parts)}")
    time, cabin, direction, riders, capacity, queue = parts
    if direction not in DIRECTIONS:
        raise ValueError(f"line {lineno}: unknown direction {direction!r}")
    try:
        riders_n, capacity_n, queue_f = int(riders), int(capacity), float(queue)
    except ValueError:
        raise ValueError(f"line {lineno}: non-numeric value in {parts[3:]}") from None
    if riders_n > capacity_n:
        raise ValueError(f"line {lineno}: {riders_n} riders over capacity {capacity_n}")
    return Trip(time, cabin, direction, riders_n, capacity_n, queue_f)


def load_trips(text: str):
    trips, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            trips.append(parse_trip(line, lineno))
        except ValueError as exc:
            errors.append(str(exc))
    return trips, errors


def report(trips, errors) -> str:
    lines = [f"Cable-car report: {len(trips)} trips, {len(errors)} rejected", ""]
    by_cabin = defaultdict(list)
    for t in trips:
        by_cabin[t.cabin].append(t)

    lines.append(f"{'Cabin':<6}{'Trips':>6}{'Riders':>8}{'Avg load':>10}{'Full':>6}")
    for cabin, ts in sorted(by_cabin.items()):
        riders = sum(t.riders for t in ts)
        avg_load = sum(t.load for t in ts) / len(ts)
        full = sum(1 for t in ts if t.full)
        lines.append(f"{cabin:<6}{len(ts):>6}{riders:>8}{avg_load:>10.1%}{full:>6}")

    directions = Counter()
    for t in trips:
        directions[t.direction] += t.riders
    lines.append("")
    lines.append("Riders by direction: " + ", ".join(f"{d}={n}" for d, n in sorted(directions.items())))

    waits = [t.queue_min for t in trips if t.direction == "up"]
    mean_wait = sum(waits) / len(waits) if waits else 0.0
    worst = max(trips, key=lambda t: t.queue_min, default=None)
    lines.append(f"Mean uphill queue: {mean_wait:.2f} min")
    if worst:
        lines.append(f"Longest queue: {worst.queue_min:.1f} min at {worst.time} ({worst.cabin})")

    if errors:
        lines.append("Rejected lines:")
        lines.extend(f"  * {e}" for e in errors)

    busiest = max(by_cabin, key=lambda c: sum(t.riders for t in by_cabin[c]), default=None)
    summary = {
        "trips": len(trips),
        "rejected": len(errors),
        "riders": sum(t.riders for t in trips),
        "full_trips": sum(t.full for t in trips),
        "mean_up_queue": round(mean_wait, 2),
        "busiest_cabin": busiest,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent.parent / "root" / "cable_car.log"
    trips, errors = load_trips(path.read_text(encoding="utf-8"))
    print(report(trips, errors))


if __name__ == "__main__":
    main(sys.argv)
