#!/usr/bin/env python3
"""Stone-skimming championship: scores each skimmer's best three rounds."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Throw = namedtuple("Throw", "skimmer division round skips distance stone")
Bad = namedtuple("Bad", "lineno reason")

DIVISIONS = ("open", "junior", "veteran")
ROUNDS = range(1, 4)


def parse(lineno, line):
    fields = list(map(str.strip, line.split("|")))
    if len(fields) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(fields)}")
    name, division, rnd, skips, dist, stone = fields
    if division not in DIVISIONS:
        return Bad(lineno, f"unknown division {division!r}")
    if not (rnd.isdigit() and int(rnd) in ROUNDS):
        return Bad(lineno, f"bad round {rnd!r}")
    if not skips.isdigit():
        return Bad(lineno, f"bad skips {skips!r}")
    try:
        distance = float(dist)
    except ValueError:
        return Bad(lineno, f"bad distance {dist!r}")
    if distance < 0:
        return Bad(lineno, f"negative distance {dist}")
    return Throw(name, division, int(rnd), int(skips), distance, stone)


score = lambda t: t.skips * 10 + round(t.distance * 2)


def load(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    numbered = enumerate(text.splitlines(), start=1)
    wanted = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), numbered)
    return [parse(n, line) for n, line in wanted]


def dedupe(throws):
    """A repeated (skimmer, round) keeps the first throw and reports the rest."""
    def step(acc, t):
        seen, kept, dupes = acc
        key = (t.skimmer, t.round)
        return (seen, kept, dupes + [t]) if key in seen else (seen | {key}, kept + [t], dupes)
    return reduce(step, throws, (frozenset(), [], []))[1:]


def standings(throws):
    by_name = attrgetter("skimmer")
    for name, group in groupby(sorted(throws, key=by_name), key=by_name):
        ts = list(group)
        yield {
            "skimmer": name,
            "division": ts[0].division,
            "rounds": len(ts),
            "total": sum(map(score, ts)),
            "best_skips": max(map(attrgetter("skips"), ts)),
            "longest": max(map(attrgetter("distance"), ts)),
        }


def main(path):
    parsed = load(path)
    bad = [p for p in parsed if isinstance(p, Bad)]
    kept, dupes = dedupe([p for p in parsed if isinstance(p, Throw)])
    bad += [Bad("?", f"duplicate round {d.round} for {d.skimmer}") for d in dupes]
    table = sorted(standings(kept), key=lambda r: (-r["total"], r["skimmer"]))

    print("STONE-SKIMMING CHAMPIONSHIP")
    print("-" * 27)
    for div in DIVISIONS:
        rows = list(filter(lambda r: r["division"] == div, table))
        if not rows:
            continue
        print(f"\n[{div}]")
        for rank, r in enumerate(rows, 1):
            print(f"{rank:>2} {r['skimmer']:<14} {r['total']:>4} pts  "
                  f"{r['rounds']} rds  best {r['best_skips']:>2} skips  {r['longest']:.1f} m")

    stones = sorted({t.stone for t in kept})
    avg = lambda xs: sum(xs) / len(xs) if xs else 0.0
    print("\nBy stone:")
    for s in stones:
        of = [t for t in kept if t.stone == s]
        print(f"  {s:<10} {len(of):>2} throws  avg {avg([t.skips for t in of]):.2f} skips")

    if bad:
        print(f"\nRejected {len(bad)} line(s):")
        print("\n".join(f"  line {b.lineno}: {b.reason}" for b in bad))

    leaders = {div: next((r["skimmer"] for r in table if r["division"] == div), None) for div in DIVISIONS}
    summary = {
        "throws": len(kept),
        "rejected": len(bad),
        "champion": table[0]["skimmer"] if table else None,
        "leaders": leaders,
        "total_skips": reduce(lambda a, t: a + t.skips, kept, 0),
        "mean_distance": round(avg([t.distance for t in kept]), 2),
    }
    print()
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/skimming.txt")
