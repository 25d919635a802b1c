#!/usr/bin/env python3
"""Mead fermentation report: attenuation and ABV per batch from gravity readings."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Reading = namedtuple("Reading", "batch honey yeast day gravity")
Bad = namedtuple("Bad", "line reason")
Batch = namedtuple("Batch", "batch honey yeast og fg days abv attenuation done")

FINISHED_FG = 1.010


def parse(numbered):
    n, raw = numbered
    parts = [p.strip() for p in raw.split("|")]
    if len(parts) != 5:
        return Bad(n, f"expected 5 fields, got {len(parts)}")
    batch, honey, yeast, day, gravity = parts
    try:
        d, g = int(day), float(gravity)
    except ValueError:
        return Bad(n, "non-numeric day or gravity")
    if not 0.980 <= g <= 1.200:
        return Bad(n, f"gravity {g:.3f} out of range")
    return Reading(batch, honey, yeast, d, g)


def is_data(numbered):
    return bool(numbered[1].strip()) and not numbered[1].lstrip().startswith("#")


def summarise(key_readings):
    batch, rs = key_readings
    rs = sorted(rs, key=attrgetter("day"))
    first, last = rs[0], rs[-1]
    og, fg = first.gravity, last.gravity
    abv = (og - fg) * 131.25
    att = 100 * (og - fg) / (og - 1) if og > 1 else 0.0
    return Batch(batch, first.honey, first.yeast, og, fg, last.day - first.day,
                 round(abv, 2), round(att, 1), fg <= FINISHED_FG)


def rising(rs):
    """Readings where gravity went up within a batch, which should never happen."""
    ordered = sorted(rs, key=attrgetter("batch", "day"))
    return [b for a, b in zip(ordered, ordered[1:])
            if a.batch == b.batch and b.gravity > a.gravity]


def main(path):
    with open(path, encoding="utf-8") as f:
        numbered = list(filter(is_data, enumerate(f.read().splitlines(), start=1)))
    parsed = list(map(parse, numbered))
    bad = [p for p in parsed if isinstance(p, Bad)]
    good = [p for p in parsed if isinstance(p, Reading)]

    anomalies = rising(good)
    anomaly_keys = set(map(lambda r: (r.batch, r.day), anomalies))
    clean = list(filter(lambda r: (r.batch, r.day) not in anomaly_keys, good))

    by_batch = groupby(sorted(clean, key=attrgetter("batch")), key=attrgetter("batch"))
    batches = list(map(summarise, ((k, list(g)) for k, g in by_batch)))

    print("MEAD FERMENTATION REPORT")
    print("-" * 60)
    print(f"{'Batch':<6}{'Honey':<16}{'Yeast':<9}{'OG':>7}{'FG':>7}{'Days':>5}{'ABV%':>7}{'Att%':>7}")
    for b in batches:
        mark = "" if b.done else "  (still fermenting)"
        print(f"{b.batch:<6}{b.honey:<16}{b.yeast:<9}{b.og:>7.3f}{b.fg:>7.3f}{b.days:>5}"
              f"{b.abv:>7.2f}{b.attenuation:>7.1f}{mark}")

    by_yeast = groupby(sorted(batches, key=attrgetter("yeast")), key=attrgetter("yeast"))
    print()
    print("Mean ABV by yeast:")
    for yeast, bs in by_yeast:
        bs = list(bs)
        mean = reduce(lambda acc, b: acc + b.abv, bs, 0.0) / len(bs)
        print(f"  {yeast:<9}{mean:6.2f}%  ({len(bs)} batch{'es' if len(bs) != 1 else ''})")

    if anomalies:
        print()
        print("Dropped readings (gravity rose):")
        for r in anomalies:
            print(f"  {r.batch} day {r.day}: {r.gravity:.3f}")

    if bad:
        print()
        print("Skipped lines:")
        for b in bad:
            print(f"  line {b.line}: {b.reason}")

    strongest = max(batches, key=attrgetter("abv"), default=None)
    summary = {
        "batches": len(batches),
        "finished": sum(1 for b in batches if b.done),
        "readings": len(clean),
        "skipped": len(bad) + len(anomalies),
        "strongest": strongest.batch if strongest else None,
        "maxAbv": strongest.abv if strongest else None,
    }
    print()
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/mead_gravity.txt")
