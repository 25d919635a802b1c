#!/usr/bin/env python3
"""Seaside donkey rides: day sheet -> per-donkey workload and takings."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Ride = namedtuple("Ride", "time donkey age kg minutes fee")
Bad = namedtuple("Bad", "lineno reason")

WEIGHT_LIMIT_KG = 50.0
DAILY_MINUTES_CAP = 45


def parse(lineno, line):
    fields = line.strip().split(";")
    if len(fields) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(fields)}")
    time, donkey, age, kg, minutes, fee = fields
    try:
        ride = Ride(time, donkey, int(age), float(kg), int(minutes), float(fee))
    except ValueError as e:
        return Bad(lineno, f"unreadable value ({e})")
    if ride.fee < 0:
        return Bad(lineno, f"negative fee {ride.fee:.2f}")
    return ride


def read_rides(path):
    with open(path) as fh:
        lines = fh.read().splitlines()
    numbered = filter(lambda p: p[1].strip(), enumerate(lines[1:], start=2))
    parsed = list(map(lambda p: parse(*p), numbered))
    rides = [r for r in parsed if isinstance(r, Ride)]
    bad = [r for r in parsed if isinstance(r, Bad)]
    return rides, bad


def summarise(donkey, rides):
    rides = list(rides)
    minutes = sum(map(attrgetter("minutes"), rides))
    takings = reduce(lambda acc, r: acc + r.fee, rides, 0.0)
    heaviest = max(rides, key=attrgetter("kg"))
    return {
        "donkey": donkey,
        "rides": len(rides),
        "minutes": minutes,
        "takings": round(takings, 2),
        "heaviest": heaviest.kg,
        "over_cap": minutes > DAILY_MINUTES_CAP,
    }


def by_hour(rides):
    key = lambda r: r.time.split(":")[0]
    return {h: len(list(g)) for h, g in groupby(sorted(rides, key=key), key=key)}


def main(path):
    rides, bad = read_rides(path)
    for b in bad:
        print(f"skipped line {b.lineno}: {b.reason}")

    key = attrgetter("donkey")
    donkeys = [summarise(d, g) for d, g in groupby(sorted(rides, key=key), key=key)]
    donkeys.sort(key=lambda d: (-d["takings"], d["donkey"]))

    print(f"\n{'Donkey':<8} {'Rides':>5} {'Mins':>5} {'Takings':>8} {'Max kg':>7}")
    for d in donkeys:
        flag = "  REST!" if d["over_cap"] else ""
        print(f"{d['donkey']:<8} {d['rides']:>5} {d['minutes']:>5} "
              f"{d['takings']:>8.2f} {d['heaviest']:>7.1f}{flag}")

    overweight = list(filter(lambda r: r.kg > WEIGHT_LIMIT_KG, rides))
    for r in overweight:
        print(f"WARNING {r.time}: {r.donkey} carried {r.kg} kg (limit {WEIGHT_LIMIT_KG:g})")

    hours = by_hour(rides)
    print("\nRides by hour: " + ", ".join(f"{h}h={n}" for h, n in hours.items()))
    ages = sorted(map(attrgetter("age"), rides))
    median_age = ages[len(ages) // 2]
    total = round(sum(d["takings"] for d in donkeys), 2)
    print(f"Median rider age: {median_age}")

    summary = {
        "rides": len(rides),
        "skipped": len(bad),
        "takings": total,
        "busiest": donkeys[0]["donkey"],
        "resting": [d["donkey"] for d in donkeys if d["over_cap"]],
        "overweight": len(overweight),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/donkey_rides.csv")
