#!/usr/bin/env python3
"""Hovercraft crossing log: load factor and fuel per passenger, per route."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby, starmap
from operator import attrgetter

Crossing = namedtuple("Crossing", "date route craft passengers capacity fuel_l minutes")
Bad = namedtuple("Bad", "lineno reason")

ROUTES = frozenset({"SOUTHSEA-RYDE", "RYDE-SOUTHSEA", "DOVER-CALAIS"})
SLOW_FACTOR = 1.25


def parse(lineno, raw):
    fields = list(map(str.strip, raw.split(";")))
    if len(fields) != 7:
        return Bad(lineno, f"expected 7 fields, got {len(fields)}")
    date, route, craft, *nums = fields
    if route not in ROUTES:
        return Bad(lineno, f"unknown route {route!r}")
    try:
        passengers, capacity = int(nums[0]), int(nums[1])
        fuel_l, minutes = float(nums[2]), float(nums[3])
    except ValueError as e:
        return Bad(lineno, f"bad number ({e})")
    if passengers > capacity:
        return Bad(lineno, f"{passengers} passengers exceeds capacity {capacity}")
    return Crossing(date, route, craft, passengers, capacity, fuel_l, minutes)


is_bad = lambda r: isinstance(r, Bad)
total = lambda xs, f: reduce(lambda acc, x: acc + f(x), xs, 0)
by = lambda name: (lambda xs: groupby(sorted(xs, key=attrgetter(name)), key=attrgetter(name)))


def route_stats(route, crossings):
    cs = list(crossings)
    pax = total(cs, attrgetter("passengers"))
    seats = total(cs, attrgetter("capacity"))
    fuel = total(cs, attrgetter("fuel_l"))
    return {
        "route": route,
        "crossings": len(cs),
        "passengers": pax,
        "load": pax / seats if seats else 0.0,
        "fuel_per_pax": fuel / pax if pax else float("inf"),
        "avg_minutes": total(cs, attrgetter("minutes")) / len(cs),
    }


def busiest_craft(crossings):
    counts = starmap(lambda craft, grp: (craft, sum(1 for _ in grp)), by("craft")(crossings))
    return max(counts, key=lambda kv: (kv[1], kv[0]), default=(None, 0))


def slow_crossings(crossings, stats):
    avg = {s["route"]: s["avg_minutes"] for s in stats}
    return list(filter(lambda c: c.minutes > SLOW_FACTOR * avg[c.route], crossings))


def main(path):
    with open(path, encoding="utf-8") as fh:
        numbered = enumerate(fh.read().splitlines(), start=1)
        rows = [parse(n, line) for n, line in numbered
                if line.strip() and not line.lstrip().startswith("#")]
    good = list(filter(lambda r: not is_bad(r), rows))
    bad = list(filter(is_bad, rows))

    stats = sorted(starmap(route_stats, by("route")(good)), key=lambda s: (-s["load"], s["route"]))

    print("HOVERCRAFT CROSSING LOG")
    print("=" * 56)
    print(f"{'Route':<16}{'Trips':>6}{'Pax':>7}{'Load':>9}{'L/pax':>9}{'Mins':>9}")
    for s in stats:
        print(f"{s['route']:<16}{s['crossings']:>6}{s['passengers']:>7}"
              f"{s['load']:>9.1%}{s['fuel_per_pax']:>9.2f}{s['avg_minutes']:>9.1f}")
    print("-" * 56)
    craft, trips = busiest_craft(good)
    print(f"Busiest craft: {craft} ({trips} crossings)")
    slow = slow_crossings(good, stats)
    print(f"Slow crossings (> {SLOW_FACTOR}x route average): {len(slow)}")
    for c in slow:
        print(f"  {c.date} {c.route} {c.craft}: {c.minutes:.1f} min")
    if bad:
        print(f"Rejected {len(bad)} line(s):")
        print("\n".join(starmap(lambda n, why: f"  line {n}: {why}", bad)))
    summary = {
        "crossings": len(good),
        "routes": len(stats),
        "passengers": total(good, attrgetter("passengers")),
        "rejected": len(bad),
        "best_load_route": stats[0]["route"] if stats else None,
        "fuel_l": round(total(good, attrgetter("fuel_l")), 1),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/hovercraft.txt")
