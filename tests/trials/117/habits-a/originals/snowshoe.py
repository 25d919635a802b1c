#!/usr/bin/env python3
"""Season report for a snowshoe guiding outfit."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from statistics import mean

MAX_GROUP = 10


@dataclass(frozen=True)
class Trip:
    date: str
    guide: str
    route: str
    group: int
    km: float
    climb: int
    fee: float

    @property
    def revenue(self):
        return self.group * self.fee

    @property
    def effort(self):
        # Naismith-style: 1 km flat ~ 100 m of climb
        return self.km + self.climb / 100


def parse(line):
    fields = line.split("\t")
    if len(fields) != 7:
        raise ValueError(f"expected 7 fields, got {len(fields)}")
    date, guide, route, group, km, climb, fee = fields
    trip = Trip(date, guide, route, int(group), float(km), int(climb), float(fee))
    if not 1 <= trip.group <= MAX_GROUP:
        raise ValueError(f"group size {trip.group} out of range")
    return trip


def load(path):
    trips, bad = [], []
    with open(path, encoding="utf-8") as fh:
        for n, raw in enumerate(fh, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#") or line.startswith("date\t"):
                continue
            try:
                trips.append(parse(line))
            except ValueError as exc:
                bad.append((n, str(exc)))
    return trips, bad


def report(trips, bad):
    lines = ["SNOWSHOE GUIDING - SEASON REPORT", "-" * 44]

    by_guide = defaultdict(list)
    for t in trips:
        by_guide[t.guide].append(t)
    lines.append(f"{'guide':<8}{'trips':>6}{'guests':>8}{'km':>8}{'revenue':>12}")
    for guide, ts in sorted(by_guide.items()):
        guests = sum(t.group for t in ts)
        km = sum(t.km for t in ts)
        revenue = sum(t.revenue for t in ts)
        lines.append(f"{guide:<8}{len(ts):>6}{guests:>8}{km:>8.1f}{revenue:>12,.2f}")

    lines.append("")
    route_counts = Counter(t.route for t in trips)
    lines.append("Routes by popularity:")
    for route, count in route_counts.most_common():
        efforts = [t.effort for t in trips if t.route == route]
        lines.append(f"  {route:<16} x{count}  avg effort {mean(efforts):5.2f}")

    hardest = max(trips, key=lambda t: t.effort)
    lines.append(f"Hardest trip: {hardest.date} {hardest.route} with {hardest.guide} ({hardest.effort:.1f})")
    fill = sum(t.group for t in trips) / (len(trips) * MAX_GROUP)
    lines.append(f"Average fill: {fill:.0%}")

    if bad:
        lines.append(f"Skipped {len(bad)} line(s):")
        lines.extend(f"  line {n}: {msg}" for n, msg in bad)

    summary = {
        "trips": len(trips),
        "skipped": len(bad),
        "guests": sum(t.group for t in trips),
        "revenue": round(sum(t.revenue for t in trips), 2),
        "top_guide": max(by_guide, key=lambda g: sum(t.revenue for t in by_guide[g])),
        "busiest_route": route_counts.most_common(1)[0][0],
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = argv[1] if len(argv) > 1 else "root/snowshoe.tsv"
    trips, bad = load(path)
    if not trips:
        print("no valid trips", file=sys.stderr)
        return 1
    print(report(trips, bad))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
