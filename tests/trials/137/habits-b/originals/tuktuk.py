#!/usr/bin/env python3
"""Tuk-tuk fleet report: takings, fuel and margin per driver and vehicle."""
import json
import sys
from collections import namedtuple, Counter
from functools import reduce
from itertools import groupby, starmap
from operator import attrgetter

Shift = namedtuple("Shift", "driver vehicle date trips km takings fuel")
Bad = namedtuple("Bad", "line reason")

FIELDS = len(Shift._fields)
is_data = lambda pair: pair[1].strip() and not pair[1].startswith("#") and not pair[1].startswith("driver,")


def parse(line_no, raw):
    parts = [p.strip() for p in raw.split(",")]
    if len(parts) != FIELDS:
        return Bad(line_no, f"expected {FIELDS} fields, got {len(parts)}")
    driver, vehicle, date, *nums = parts
    try:
        trips, km, takings, fuel = int(nums[0]), float(nums[1]), int(nums[2]), int(nums[3])
    except ValueError as e:
        return Bad(line_no, f"bad number ({e})")
    return Shift(driver, vehicle, date, trips, km, takings, fuel)


total = lambda shifts, attr: sum(map(attrgetter(attr), shifts))
margin = lambda s: s.takings - s.fuel


def by(key, shifts):
    keyf = attrgetter(key)
    return [(k, list(g)) for k, g in groupby(sorted(shifts, key=keyf), key=keyf)]


def driver_row(name, shifts):
    takings, km, trips = total(shifts, "takings"), total(shifts, "km"), total(shifts, "trips")
    return {
        "driver": name,
        "shifts": len(shifts),
        "trips": trips,
        "takings": takings,
        "margin": sum(map(margin, shifts)),
        "per_km": takings / km if km else 0.0,
        "per_trip": takings / trips if trips else 0.0,
    }


def main(path):
    with open(path, encoding="utf-8") as f:
        rows = list(starmap(parse, filter(is_data, enumerate(f.read().splitlines(), start=1))))
    shifts = [r for r in rows if isinstance(r, Shift)]
    bad = [r for r in rows if isinstance(r, Bad)]

    print(f"Tuk-tuk fleet report: {path}")
    print("-" * 44)
    print(f"{len(shifts)} shifts read, {len(bad)} skipped")
    for b in bad:
        print(f"  line {b.line}: {b.reason}")

    drivers = sorted(starmap(driver_row, by("driver", shifts)), key=lambda d: (-d["margin"], d["driver"]))
    print(f"\n{'driver':<9}{'shifts':>7}{'trips':>7}{'takings':>9}{'margin':>8}{'THB/km':>8}")
    for d in drivers:
        print(f"{d['driver']:<9}{d['shifts']:>7}{d['trips']:>7}{d['takings']:>9,}{d['margin']:>8,}{d['per_km']:>8.2f}")

    print("\nVehicles:")
    for vehicle, vs in by("vehicle", shifts):
        who = ", ".join(sorted({s.driver for s in vs}))
        print(f"  {vehicle}  {total(vs, 'km'):6.1f} km  fuel {total(vs, 'fuel'):>5,} THB  ({who})")

    daily = {d: total(ss, "takings") for d, ss in by("date", shifts)}
    best_day = max(daily.items(), key=lambda kv: kv[1])
    print(f"\nBest day: {best_day[0]} ({best_day[1]:,} THB)")

    busiest = Counter(map(attrgetter("vehicle"), shifts)).most_common(1)[0]
    fuel_share = reduce(lambda acc, s: acc + s.fuel, shifts, 0) / total(shifts, "takings")
    print(f"Busiest vehicle: {busiest[0]} ({busiest[1]} shifts); fuel is {fuel_share:.1%} of takings")

    summary = {
        "shifts": len(shifts),
        "skipped": len(bad),
        "takings": total(shifts, "takings"),
        "margin": sum(map(margin, shifts)),
        "top_driver": drivers[0]["driver"] if drivers else None,
        "fuel_pct": round(fuel_share * 100, 1),
    }
    print(json.dumps(summary))
    return summary


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/tuktuk.csv")
