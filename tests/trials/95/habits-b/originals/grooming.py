#!/usr/bin/env python3
"""Nightly trail-grooming report from a pipe-separated log."""
import json
import sys
from collections import namedtuple
from functools import reduce, partial
from itertools import groupby, chain
from operator import attrgetter
from statistics import mean

Pass = namedtuple("Pass", "night trail machine km minutes snow style")
Bad = namedtuple("Bad", "line reason")

STYLES = frozenset({"classic", "skate", "classic+skate"})
FIELDS = len(Pass._fields)


def parse(numbered):
    n, raw = numbered
    cells = list(map(str.strip, raw.split("|")))
    if len(cells) != FIELDS:
        return Bad(n, f"expected {FIELDS} fields, got {len(cells)}")
    night, trail, machine, km, minutes, snow, style = cells
    if style not in STYLES:
        return Bad(n, f"unknown style {style!r}")
    try:
        p = Pass(night, trail, machine, float(km), int(minutes), int(snow), style)
    except ValueError as e:
        return Bad(n, f"bad number ({e.args[0].split(': ')[-1]})")
    return p if p.minutes > 0 else Bad(n, "zero minutes")


def load(path):
    with open(path, encoding="utf-8") as f:
        numbered = enumerate(f.read().splitlines(), start=1)
        wanted = filter(lambda nr: nr[1].strip() and not nr[1].lstrip().startswith("#"), numbered)
        return list(map(parse, wanted))


is_pass = partial(lambda cls, x: isinstance(x, cls), Pass)
speed = lambda p: p.km / (p.minutes / 60)
fmt_row = lambda cols, widths: "".join(
    c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cols, widths))
)
WIDTHS = (14, 7, 8, 9, 9)


def trail_row(item):
    trail, passes = item
    ps = list(passes)
    return {
        "trail": trail,
        "passes": len(ps),
        "km": round(sum(map(attrgetter("km"), ps)), 1),
        "hours": sum(map(attrgetter("minutes"), ps)) / 60,
        "kmh": round(mean(map(speed, ps)), 2),
        "snow": max(map(attrgetter("snow"), ps)),
    }


def machine_totals(passes):
    add = lambda acc, p: {**acc, p.machine: acc.get(p.machine, 0) + p.minutes}
    return dict(sorted(reduce(add, passes, {}).items()))


def report(path):
    results = load(path)
    passes = sorted(filter(is_pass, results), key=attrgetter("trail"))
    bad = list(filter(lambda r: not is_pass(r), results))
    rows = sorted(
        map(trail_row, groupby(passes, key=attrgetter("trail"))),
        key=lambda r: (-r["km"], r["trail"]),
    )
    header = fmt_row(("trail", "passes", "km", "hours", "km/h"), WIDTHS)
    body = map(
        lambda r: fmt_row(
            (r["trail"], str(r["passes"]), f"{r['km']:.1f}", f"{r['hours']:.2f}", f"{r['kmh']:.2f}"),
            WIDTHS,
        ) + (" *deep" if r["snow"] >= 50 else ""),
        rows,
    )
    fastest = max(passes, key=speed, default=None)
    notes = chain(
        [""],
        [f"Fastest pass: {fastest.trail} on {fastest.night} by {fastest.machine} at {speed(fastest):.1f} km/h"]
        if fastest else [],
        map(lambda b: f"skipped line {b.line}: {b.reason}", bad),
    )
    summary = {
        "passes": len(passes),
        "skipped": len(bad),
        "km": round(sum(map(attrgetter("km"), passes)), 1),
        "machineMinutes": machine_totals(passes),
        "nights": len(set(map(attrgetter("night"), passes))),
    }
    title = "Trail grooming"
    return "\n".join(chain([title, "=" * len(title), header], body, notes, [json.dumps(summary)]))


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/grooming.log"))
