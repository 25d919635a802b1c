"""Keirin heats: rank riders by last-200m time, score nations, flag bad rows."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Ride = namedtuple("Ride", "heat rider nation place split")
Bad = namedtuple("Bad", "line reason")

POINTS = {1: 5, 2: 3, 3: 1}


def parse(numbered):
    lineno, raw = numbered
    cols = list(map(str.strip, raw.split("|")))
    if len(cols) != 5:
        return Bad(lineno, f"expected 5 fields, got {len(cols)}")
    heat, rider, nation, place, split = cols
    try:
        ride = Ride(heat, rider, nation, int(place), float(split))
    except ValueError as err:
        return Bad(lineno, f"not a number ({err})")
    return ride if ride.place >= 1 else Bad(lineno, f"place must be >= 1, got {ride.place}")


def load(path):
    with open(path, encoding="utf-8") as fh:
        lines = enumerate(fh.read().splitlines(), start=1)
    meaningful = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), lines)
    parsed = list(map(parse, meaningful))
    rides = [p for p in parsed if isinstance(p, Ride)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    return rides, bad


def heat_winners(rides):
    by_heat = groupby(sorted(rides, key=attrgetter("heat", "place")), key=attrgetter("heat"))
    return {heat: next(group) for heat, group in by_heat}


def nation_points(rides):
    add = lambda acc, r: {**acc, r.nation: acc.get(r.nation, 0) + POINTS.get(r.place, 0)}
    return sorted(reduce(add, rides, {}).items(), key=lambda kv: (-kv[1], kv[0]))


def report(path):
    rides, bad = load(path)
    fastest = sorted(rides, key=attrgetter("split"))
    winners = heat_winners(rides)
    nations = nation_points(rides)
    out = ["KEIRIN HEATS REPORT", "==================="]
    out += [f"{h}: {w.rider} ({w.nation}) {w.split:.3f}s" for h, w in winners.items()]
    out += ["", "fastest last 200m:"]
    out += [f"{i:>2}. {r.rider:<11}{r.nation} {r.split:.3f}" for i, r in enumerate(fastest[:5], start=1)]
    out += ["", "nation points: " + ", ".join(f"{n}={p}" for n, p in nations)]
    if bad:
        out += ["", f"skipped {len(bad)} bad line(s):"]
        out += [f"  line {b.line}: {b.reason}" for b in bad]
    mean = sum(map(attrgetter("split"), rides)) / len(rides) if rides else 0.0
    summary = {
        "rides": len(rides),
        "rejected": len(bad),
        "heats": len(winners),
        "fastest": fastest[0].rider if fastest else None,
        "mean_split": round(mean, 3),
        "top_nation": nations[0][0] if nations else None,
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/keirin.txt"))
