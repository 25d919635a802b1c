#!/usr/bin/env python3
"""Snail-racing heats: fastest snails, trainer table, per-heat winners."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Run = namedtuple("Run", "heat snail trainer distance seconds")
Bad = namedtuple("Bad", "line reason")

FIELDS = 5
POINTS = (5, 3, 1)


def parse(numbered):
    no, line = numbered
    parts = list(map(str.strip, line.split(",")))
    if len(parts) != FIELDS:
        return Bad(no, f"expected {FIELDS} fields, got {len(parts)}")
    heat, snail, trainer, dist, secs = parts
    if not heat.isdigit():
        return Bad(no, f"bad heat {heat!r}")
    if not dist.isdigit():
        return Bad(no, f"bad distance {dist!r}")
    if secs == "DNF":
        return Run(int(heat), snail, trainer, int(dist), None)
    try:
        return Run(int(heat), snail, trainer, int(dist), float(secs))
    except ValueError:
        return Bad(no, f"bad time {secs!r}")


def speed(run):
    return run.distance / run.seconds * 60  # cm per minute


def by(key, xs):
    return {k: list(g) for k, g in groupby(sorted(xs, key=key), key=key)}


def heat_points(runs):
    finished = sorted(filter(lambda r: r.seconds is not None, runs), key=attrgetter("seconds"))
    return list(zip(map(attrgetter("trainer"), finished), POINTS))


def main(path):
    with open(path) as fh:
        numbered = [(i, l.rstrip("\n")) for i, l in enumerate(fh, start=1)]
    data = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), numbered)
    parsed = list(map(parse, data))
    runs = [p for p in parsed if isinstance(p, Run)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    finished = list(filter(lambda r: r.seconds is not None, runs))
    dnf = [r for r in runs if r.seconds is None]

    print("SNAIL RACING RESULTS")
    print("--------------------")
    heats = by(attrgetter("heat"), runs)
    for heat, rs in heats.items():
        done = sorted(filter(lambda r: r.seconds is not None, rs), key=attrgetter("seconds"))
        winner = done[0] if done else None
        line = f"Heat {heat}: {len(rs)} snails, winner " + (
            f"{winner.snail} ({winner.trainer}) in {winner.seconds:.1f}s" if winner else "none")
        print(line)

    print()
    print("Fastest snails (best time):")
    best = {name: min(rs, key=attrgetter("seconds")) for name, rs in by(attrgetter("snail"), finished).items()}
    ranked = sorted(best.values(), key=lambda r: (r.seconds, r.snail))
    for rank, r in enumerate(ranked[:5], start=1):
        print(f"  {rank}. {r.snail:<10} {r.seconds:6.1f}s  {speed(r):5.2f} cm/min")

    print()
    print("Trainer table:")
    awards = [a for rs in heats.values() for a in heat_points(rs)]
    points = reduce(lambda acc, a: {**acc, a[0]: acc.get(a[0], 0) + a[1]}, awards, {})
    trainers = sorted({r.trainer for r in runs})
    table = sorted(((t, points.get(t, 0)) for t in trainers), key=lambda tp: (-tp[1], tp[0]))
    for t, p in table:
        n = sum(1 for r in runs if r.trainer == t)
        print(f"  {t:<6} {p:3d} pts  {n} runs")

    mean = sum(map(attrgetter("seconds"), finished)) / len(finished)
    print()
    print(f"Mean finishing time: {mean:.2f}s over {len(finished)} finishes")
    print(f"Did not finish: {', '.join(f'{r.snail} (heat {r.heat})' for r in dnf) or 'none'}")
    print(f"Skipped {len(bad)} bad line(s):")
    for b in bad:
        print(f"  line {b.line}: {b.reason}")

    summary = {
        "runs": len(runs),
        "finished": len(finished),
        "dnf": len(dnf),
        "skipped": len(bad),
        "fastest": ranked[0].snail if ranked else None,
        "champion_trainer": table[0][0] if table else None,
        "mean_seconds": round(mean, 2),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main("root/snail_heats.csv")
