#!/usr/bin/env python3
"""Roof thermal-imaging survey: heat-loss hot spots per street and element."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Reading = namedtuple("Reading", "survey street element delta area")
Bad = namedtuple("Bad", "line reason")

ELEMENTS = ("roof", "wall", "window", "door")
WARN_DELTA = 8.0


def parse(numbered):
    lineno, raw = numbered
    parts = [p.strip() for p in raw.split("|")]
    if len(parts) != 5:
        return Bad(lineno, f"{len(parts)} fields")
    survey, street, element, delta, area = parts
    if element not in ELEMENTS:
        return Bad(lineno, f"unknown element {element!r}")
    try:
        d, a = float(delta), float(area)
    except ValueError:
        return Bad(lineno, f"not a number in {delta!r}/{area!r}")
    if d < 0 or a <= 0:
        return Bad(lineno, "negative delta or empty area")
    return Reading(survey, street, element, d, a)


loss = lambda r: r.delta * r.area
total = lambda rs: reduce(lambda acc, r: acc + loss(r), rs, 0.0)
is_bad = lambda x: isinstance(x, Bad)


def street_lines(readings):
    by_street = attrgetter("street")
    groups = groupby(sorted(readings, key=by_street), key=by_street)
    return [
        (street, len(rs), total(rs), max(rs, key=loss))
        for street, rs in ((s, list(g)) for s, g in groups)
    ]


def report(text):
    rows = list(enumerate(text.splitlines(), start=1))[1:]
    nonblank = filter(lambda nr: nr[1].strip(), rows)
    parsed = list(map(parse, nonblank))
    good = list(filter(lambda x: not is_bad(x), parsed))
    bad = list(filter(is_bad, parsed))

    out = ["THERMAL SURVEY - HEAT LOSS INDEX", "=" * 36]
    streets = street_lines(good)
    out += [
        f"{street:<12} {n:>2} readings  index {idx:8.1f}  worst {worst.survey} {worst.element}"
        for street, n, idx, worst in streets
    ]
    out.append("-" * 36)
    per_element = {
        e: total(filter(lambda r, e=e: r.element == e, good)) for e in ELEMENTS
    }
    grand = sum(per_element.values())
    out += [
        f"{e:<7} {v:8.1f}  {100 * v / grand:5.1f}%" for e, v in per_element.items()
    ]
    hot = sorted(
        filter(lambda r: r.delta >= WARN_DELTA, good), key=lambda r: (-r.delta, r.survey)
    )
    out.append("-" * 36)
    out += [f"HOT {r.survey} {r.element} dT={r.delta:.1f}" for r in hot]
    out += [f"bad line {b.line}: {b.reason}" for b in bad]
    worst_street = max(streets, key=lambda s: s[2])[0] if streets else None
    summary = {
        "readings": len(good),
        "bad": len(bad),
        "index": round(grand, 2),
        "hot_spots": len(hot),
        "worst_street": worst_street,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/thermal.txt"
    with open(path) as fh:
        print(report(fh.read()))
