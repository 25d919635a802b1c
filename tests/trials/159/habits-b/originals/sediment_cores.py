#!/usr/bin/env python3
"""Lake sediment core report: organic content by lake and by core."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby, starmap
from operator import attrgetter

Slice = namedtuple("Slice", "core lake top bottom organic dry")
Bad = namedtuple("Bad", "line reason")

FIELDS = 6


def parse(numbered):
    line, raw = numbered
    cols = list(map(str.strip, raw.split("|")))
    if len(cols) != FIELDS:
        return Bad(line, f"expected {FIELDS} fields, got {len(cols)}")
    try:
        top, bottom, organic, dry = map(float, cols[2:])
    except ValueError:
        return Bad(line, "non-numeric value")
    if bottom <= top:
        return Bad(line, f"bottom {bottom:g} not below top {top:g}")
    if not 0 <= organic <= 100:
        return Bad(line, f"organic {organic:g}% out of range")
    return Slice(cols[0], cols[1], top, bottom, organic, dry)


def weighted_organic(slices):
    """Organic % weighted by dry mass."""
    mass, carbon = reduce(
        lambda acc, s: (acc[0] + s.dry, acc[1] + s.dry * s.organic), slices, (0.0, 0.0)
    )
    return carbon / mass if mass else 0.0


def grouped(items, key):
    return [(k, list(g)) for k, g in groupby(sorted(items, key=key), key=key)]


def core_line(core, slices):
    depth = max(map(attrgetter("bottom"), slices))
    surface = min(slices, key=attrgetter("top")).organic
    deepest = max(slices, key=attrgetter("bottom")).organic
    trend = "falling" if deepest < surface else "rising" if deepest > surface else "flat"
    return (
        f"  {core:<4} {len(slices)} slices to {depth:>4.1f} cm  "
        f"organic {weighted_organic(slices):5.2f}%  ({trend} with depth)"
    )


def lake_block(lake, slices):
    cores = grouped(slices, attrgetter("core"))
    header = f"{lake} — {len(cores)} core(s), mean organic {weighted_organic(slices):.2f}%"
    return [header, *starmap(core_line, cores)]


def report(text):
    rows = list(
        map(
            parse,
            filter(
                lambda n: n[1].strip() and not n[1].lstrip().startswith("#"),
                enumerate(text.splitlines(), start=1),
            ),
        )
    )
    good = list(filter(lambda r: isinstance(r, Slice), rows))
    bad = list(filter(lambda r: isinstance(r, Bad), rows))
    lakes = grouped(good, attrgetter("lake"))
    richest = max(lakes, key=lambda kv: weighted_organic(kv[1]), default=(None, []))
    body = reduce(lambda acc, kv: acc + lake_block(*kv) + [""], lakes, [])
    rejected = (
        [f"Rejected {len(bad)} line(s):", *map(lambda b: f"  line {b.line}: {b.reason}", bad), ""]
        if bad
        else []
    )
    summary = {
        "lakes": len(lakes),
        "cores": len({s.core for s in good}),
        "slices": len(good),
        "rejected": len(bad),
        "richest_lake": richest[0],
        "total_dry_g": round(sum(map(attrgetter("dry"), good)), 2),
    }
    return "\n".join(
        ["SEDIMENT CORES — ORGANIC CONTENT", ""] + body + rejected + [json.dumps(summary)]
    )


if __name__ == "__main__":
    with open("root/sediment_cores.txt", encoding="utf-8") as fh:
        print(report(fh.read()))
