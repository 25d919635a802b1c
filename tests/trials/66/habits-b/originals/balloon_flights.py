"""Hot-air balloon operator: weekly flight report, written functionally."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Flight = namedtuple("Flight", "date pilot basket passengers minutes wind outcome")
Bad = namedtuple("Bad", "line reason")

CAPACITY = {"B-8": 8, "B-12": 12, "B-16": 16, "B-20": 20}
OUTCOMES = frozenset({"flown", "grounded", "shortened"})
MAX_WIND = 15
FARE = 210.0


def parse(numbered):
    n, raw = numbered
    cols = [c.strip() for c in raw.split("|")]
    if len(cols) != 7:
        return Bad(n, f"expected 7 fields, got {len(cols)}")
    date, pilot, basket, pax, mins, wind, outcome = cols
    if not all(map(str.isdigit, (pax, mins, wind))):
        return Bad(n, "non-numeric passengers/minutes/wind")
    if basket not in CAPACITY:
        return Bad(n, f"unknown basket {basket}")
    if outcome not in OUTCOMES:
        return Bad(n, f"unknown outcome {outcome}")
    flight = Flight(date, pilot, basket, int(pax), int(mins), int(wind), outcome)
    if flight.wind > MAX_WIND and flight.outcome != "grounded":
        return Bad(n, f"wind {flight.wind} kt over limit but {flight.outcome}")
    return flight


def load(text):
    lines = enumerate(text.splitlines(), start=1)
    wanted = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), lines)
    parsed = list(map(parse, wanted))
    return ([p for p in parsed if isinstance(p, Flight)],
            [p for p in parsed if isinstance(p, Bad)])


def load_factor(f):
    return f.passengers / CAPACITY[f.basket]


def pilot_line(pilot, flights):
    flown = list(filter(lambda f: f.outcome != "grounded", flights))
    pax = sum(map(attrgetter("passengers"), flown))
    mins = sum(map(attrgetter("minutes"), flown))
    lf = sum(map(load_factor, flown)) / len(flown) if flown else 0.0
    return f"  {pilot:<10} {len(flown):>2} flights {pax:>3} pax {mins:>4} min  load {lf:.0%}"


def report(text):
    flights, bad = load(text)
    airborne = [f for f in flights if f.outcome != "grounded"]
    by_pilot = groupby(sorted(flights, key=attrgetter("pilot")), key=attrgetter("pilot"))
    by_day = {d: list(fs) for d, fs in groupby(sorted(flights, key=attrgetter("date")), key=attrgetter("date"))}
    busiest = max(by_day.items(), key=lambda kv: (sum(f.passengers for f in kv[1]), kv[0]))[0]
    revenue = reduce(lambda acc, f: acc + f.passengers * FARE * (0.5 if f.outcome == "shortened" else 1.0),
                     airborne, 0.0)
    lines = [
        "BALLOON FLIGHTS - WEEK REPORT",
        "-" * 36,
        "Pilots:",
        *(pilot_line(p, list(fs)) for p, fs in by_pilot),
        "Days:",
        *(f"  {d}  {sum(f.passengers for f in fs):>3} pax  {'/'.join(f.outcome[0].upper() for f in fs)}"
          for d, fs in sorted(by_day.items())),
        *(f"skipped line {b.line}: {b.reason}" for b in bad),
    ]
    summary = {
        "flights": len(flights),
        "airborne": len(airborne),
        "passengers": sum(map(attrgetter("passengers"), airborne)),
        "revenue": round(revenue, 2),
        "busiest_day": busiest,
        "skipped": len(bad),
    }
    return "\n".join(lines + [json.dumps(summary)])


if __name__ == "__main__":
    with open("root/balloon_flights.txt") as fh:
        print(report(fh.read()))
