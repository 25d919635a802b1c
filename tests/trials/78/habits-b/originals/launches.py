#!/usr/bin/env python3
"""Lifeboat station launch report, written functionally."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby, starmap
from operator import attrgetter

Launch = namedtuple("Launch", "date boat kind crew minutes aided")
Bad = namedtuple("Bad", "line_no reason")

BOATS = {"ALB": "All-weather", "ILB": "Inshore"}
KINDS = frozenset({"shout", "exercise", "false alarm"})
TARGET_MINUTES = 10


def parse(line_no, line):
    fields = list(map(str.strip, line.split("|")))
    if len(fields) != 6:
        return Bad(line_no, f"expected 6 fields, got {len(fields)}")
    date, boat, kind, *nums = fields
    if boat not in BOATS:
        return Bad(line_no, f"unknown boat {boat!r}")
    if kind not in KINDS:
        return Bad(line_no, f"unknown launch type {kind!r}")
    if not all(map(str.isdigit, nums)):
        return Bad(line_no, f"non-numeric value in {nums}")
    return Launch(date, boat, kind, *map(int, nums))


def is_data(pair):
    _, line = pair
    return bool(line.strip()) and not line.lstrip().startswith("#")


mean = lambda xs: sum(xs) / len(xs) if xs else 0.0
pct = lambda part, whole: round(100 * part / whole, 1) if whole else 0.0


def boat_block(boat, launches):
    launches = list(launches)
    times = list(map(attrgetter("minutes"), launches))
    on_target = len(list(filter(lambda m: m <= TARGET_MINUTES, times)))
    rows = map(
        lambda l: f"    {l.date}  {l.kind:<11} crew {l.crew}  {l.minutes:>2} min  aided {l.aided}",
        launches,
    )
    header = (
        f"{BOATS[boat]} ({boat}): {len(launches)} launches, "
        f"mean {mean(times):.1f} min, {pct(on_target, len(times))}% within {TARGET_MINUTES} min"
    )
    return [header, *rows]


def main(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()

    parsed = list(starmap(parse, filter(is_data, enumerate(lines, start=1))))
    launches = [p for p in parsed if isinstance(p, Launch)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_boat = groupby(sorted(launches, key=attrgetter("boat", "date")), key=attrgetter("boat"))
    blocks = list(starmap(boat_block, by_boat))

    shouts = list(filter(lambda l: l.kind == "shout", launches))
    aided = reduce(lambda acc, l: acc + l.aided, shouts, 0)
    crew_hours = reduce(lambda acc, l: acc + l.crew, launches, 0)
    fastest = min(launches, key=attrgetter("minutes"), default=None)
    by_month = {
        month: len(list(group))
        for month, group in groupby(sorted(launches, key=attrgetter("date")), key=lambda l: l.date[:7])
    }

    print("LIFEBOAT STATION LAUNCH REPORT")
    print("-" * 30)
    for block in blocks:
        print(*block, sep="\n")
        print()
    print("Launches per month: " + ", ".join(starmap("{}={}".format, by_month.items())))
    if bad:
        print(f"Rejected {len(bad)} line(s):")
        print(*map(lambda b: f"  line {b.line_no}: {b.reason}", bad), sep="\n")
    summary = {
        "launches": len(launches),
        "rejected": len(bad),
        "shouts": len(shouts),
        "personsAided": aided,
        "crewTurnouts": crew_hours,
        "fastest": fastest and f"{fastest.boat} {fastest.date}",
        "onTargetPct": pct(sum(1 for l in launches if l.minutes <= TARGET_MINUTES), len(launches)),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/launches.txt")
