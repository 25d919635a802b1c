import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Trip = namedtuple("Trip", "date driver route passengers km fuel")
Bad = namedtuple("Bad", "line reason")

FIELDS = 6


def parse(numbered):
    n, raw = numbered
    parts = [p.strip() for p in raw.split("|")]
    if len(parts) != FIELDS:
        return Bad(n, f"expected {FIELDS} fields, got {len(parts)}")
    date, driver, route, pax, km, fuel = parts
    try:
        trip = Trip(date, driver, route, int(pax), float(km), float(fuel))
    except ValueError as e:
        return Bad(n, f"bad number ({e})")
    return Bad(n, "negative passengers") if trip.passengers < 0 else trip


def is_data(numbered):
    _, raw = numbered
    return bool(raw.strip()) and not raw.lstrip().startswith("#")


def group(trips, key):
    return [(k, list(g)) for k, g in groupby(sorted(trips, key=key), key=key)]


total = lambda xs, f: reduce(lambda acc, x: acc + f(x), xs, 0)
per100 = lambda fuel, km: round(100 * fuel / km, 1) if km else 0.0


def driver_line(item):
    name, ts = item
    km = total(ts, attrgetter("km"))
    return (
        f"  {name:<8} {len(ts):>2} trips {total(ts, attrgetter('passengers')):>4} pax "
        f"{km:>7.1f} km {per100(total(ts, attrgetter('fuel')), km):>5.1f} L/100km"
    )


def route_line(item):
    route, ts = item
    pax = list(map(attrgetter("passengers"), ts))
    return f"  {route:<12} avg {sum(pax) / len(pax):4.1f} pax, busiest {max(pax)}"


def report(text):
    numbered = list(filter(is_data, enumerate(text.splitlines(), start=1)))
    parsed = list(map(parse, numbered))
    trips = [p for p in parsed if isinstance(p, Trip)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_driver = sorted(
        group(trips, attrgetter("driver")),
        key=lambda kv: (-total(kv[1], attrgetter("passengers")), kv[0]),
    )
    by_route = group(trips, attrgetter("route"))
    km = total(trips, attrgetter("km"))
    fuel = total(trips, attrgetter("fuel"))
    pax = total(trips, attrgetter("passengers"))

    lines = [
        "Community minibus log",
        "-" * 21,
        "By driver (most passengers first):",
        *map(driver_line, by_driver),
        "",
        "By route:",
        *map(route_line, by_route),
        "",
        f"Skipped {len(bad)} line(s):",
        *(f"  line {b.line}: {b.reason}" for b in bad),
    ]
    summary = {
        "trips": len(trips),
        "passengers": pax,
        "km": round(km, 1),
        "fuel_l_per_100km": per100(fuel, km),
        "top_driver": by_driver[0][0] if by_driver else None,
        "skipped": len(bad),
    }
    return "\n".join(lines + [json.dumps(summary)])


def main(argv):
    path = argv[1] if len(argv) > 1 else "root/minibus.txt"
    with open(path, encoding="utf-8") as f:
        print(report(f.read()))


if __name__ == "__main__":
    main(sys.argv)
