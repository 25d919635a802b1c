#!/usr/bin/env python3
"""Gelato parlour: grams served per flavour from the tub log."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Tub = namedtuple("Tub", "day flavour tub opened left scoops dairy_free")
Bad = namedtuple("Bad", "line reason")
Stat = namedtuple("Stat", "flavour tubs served scoops per_scoop dairy_free")

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
FLAGS = {"yes": True, "no": False}


def parse(numbered):
    n, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != 7:
        return Bad(n, f"expected 7 fields, got {len(parts)}")
    day, flavour, tub, *nums, flag = parts
    if day not in DAYS:
        return Bad(n, f"unknown day {day!r}")
    if flag not in FLAGS:
        return Bad(n, f"dairy_free must be yes/no, not {flag!r}")
    try:
        opened, left, scoops = map(int, nums)
    except ValueError:
        return Bad(n, "non-integer weight or scoops")
    if left > opened:
        return Bad(n, f"left {left} g exceeds opened {opened} g")
    return Tub(day, flavour, tub, opened, left, scoops, FLAGS[flag])


served = lambda t: t.opened - t.left


def stat(flavour, tubs):
    tubs = list(tubs)
    grams = sum(map(served, tubs))
    scoops = sum(map(attrgetter("scoops"), tubs))
    return Stat(flavour, len(tubs), grams, scoops,
                grams / scoops if scoops else 0.0,
                all(map(attrgetter("dairy_free"), tubs)))


def report(text):
    lines = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
                   enumerate(text.splitlines(), start=1))
    parsed = list(map(parse, lines))
    good = [p for p in parsed if isinstance(p, Tub)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_flavour = groupby(sorted(good, key=attrgetter("flavour")), key=attrgetter("flavour"))
    stats = sorted((stat(f, ts) for f, ts in by_flavour),
                   key=lambda s: (-s.served, s.flavour))

    per_day = reduce(lambda acc, t: {**acc, t.day: acc.get(t.day, 0) + served(t)}, good, {})
    best_day = max(sorted(per_day.items(), key=lambda kv: DAYS.index(kv[0])),
                   key=lambda kv: kv[1], default=(None, 0))

    out = ["Gelato tub report", "-" * 17,
           f"{'flavour':<15}{'tubs':>5}{'served g':>10}{'scoops':>8}{'g/scoop':>9}  df"]
    out += [f"{s.flavour:<15}{s.tubs:>5}{s.served:>10}{s.scoops:>8}{s.per_scoop:>9.1f}  "
            f"{'Y' if s.dairy_free else '-'}" for s in stats]
    out.append("by day: " + ", ".join(f"{d} {per_day[d]}" for d in DAYS if d in per_day))
    out.append(f"best day: {best_day[0]} ({best_day[1]} g)")
    out += [f"bad line {b.line}: {b.reason}" for b in bad]

    total = sum(map(served, good))
    summary = {
        "tubs": len(good),
        "bad": len(bad),
        "served_g": total,
        "scoops": sum(map(attrgetter("scoops"), good)),
        "top": stats[0].flavour if stats else None,
        "dairy_free_share": round(sum(map(served, filter(attrgetter("dairy_free"), good))) / total, 3)
        if total else 0,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/gelato_tubs.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))
