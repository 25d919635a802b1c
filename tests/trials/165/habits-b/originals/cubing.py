#!/usr/bin/env python3
"""Speedcubing meet: average-of-5 rankings per event."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby, chain
from operator import attrgetter
from statistics import mean

Result = namedtuple("Result", "name event solves")
Bad = namedtuple("Bad", "lineno reason")

EVENTS = ("2x2", "3x3", "4x4", "oh", "pyra")
DNF = float("inf")

parse_time = lambda s: DNF if s.upper() == "DNF" else float(s)
fmt = lambda t: "DNF" if t == DNF else f"{t:.2f}"
single = lambda r: min(r.solves)
is_bad = lambda x: isinstance(x, Bad)


def parse(lineno, line):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 3:
        return Bad(lineno, f"expected 3 fields, got {len(parts)}")
    name, event, raw = parts
    if event not in EVENTS:
        return Bad(lineno, f"unknown event {event!r}")
    tokens = raw.split()
    if len(tokens) != 5:
        return Bad(lineno, f"need 5 solves, got {len(tokens)}")
    try:
        solves = tuple(map(parse_time, tokens))
    except ValueError:
        return Bad(lineno, f"bad time in {raw!r}")
    if any(map(lambda t: t <= 0, solves)):
        return Bad(lineno, "non-positive time")
    return Result(name, event, solves)


def ao5(solves):
    trimmed = sorted(solves)[1:-1]
    return DNF if DNF in trimmed else round(mean(trimmed), 2)


rank_key = lambda r: (ao5(r.solves), single(r), r.name)


def load(path):
    with open(path, encoding="utf-8") as fh:
        numbered = enumerate(fh.read().splitlines(), start=1)
        wanted = filter(lambda nl: nl[1].strip() and not nl[1].startswith("#"), numbered)
        rows = [parse(n, l) for n, l in wanted]
    return [r for r in rows if not is_bad(r)], list(filter(is_bad, rows))


def event_block(event, results):
    ranked = sorted(results, key=rank_key)
    lines = [f"\n{event} ({len(ranked)} competitors)"] + [
        f"  {i:>2}. {r.name:<14} avg {fmt(ao5(r.solves)):>6}  best {fmt(single(r)):>6}  [{' '.join(map(fmt, r.solves))}]"
        for i, r in enumerate(ranked, start=1)
    ]
    return lines, ranked[0]


def main(path):
    good, bad = load(path)
    by_event = sorted(good, key=lambda r: EVENTS.index(r.event))
    blocks = [(e, list(g)) for e, g in groupby(by_event, key=attrgetter("event"))]
    rendered = list(map(lambda b: event_block(*b), blocks))

    print("SPEEDCUBING MEET - AVERAGE OF 5")
    print("-" * 40)
    print("\n".join(chain.from_iterable(lines for lines, _ in rendered)))
    if bad:
        print(f"\nSKIPPED {len(bad)} line(s)")
        print("\n".join(map(lambda b: f"  line {b.lineno}: {b.reason}", bad)))

    all_solves = [t for r in good for t in r.solves]
    dnfs = sum(1 for t in all_solves if t == DNF)
    fastest = reduce(lambda a, r: r if single(r) < single(a) else a, good)
    summary = {
        "results": len(good),
        "skipped": len(bad),
        "events": len(blocks),
        "dnf_rate": round(dnfs / len(all_solves), 3),
        "fastest_single": {"name": fastest.name, "event": fastest.event, "time": single(fastest)},
        "winners": {e: w.name for (e, _), (_, w) in zip(blocks, rendered)},
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/cubing.txt")
