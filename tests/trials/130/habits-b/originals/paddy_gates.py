#!/usr/bin/env python3
"""Rice paddy irrigation gate log: water delivered per gate, per day, per operator."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Entry = namedtuple("Entry", "gate day time action minutes flow operator")
Reject = namedtuple("Reject", "line reason")

ACTIONS = frozenset({"open", "close", "flush"})
FIELDS = 6


def parse(numbered):
    lineno, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != FIELDS:
        return Reject(lineno, f"expected {FIELDS} fields, got {len(parts)}")
    gate, stamp, action, minutes, flow, operator = parts
    if action not in ACTIONS:
        return Reject(lineno, f"unknown action {action!r}")
    try:
        mins, lps = int(minutes), float(flow)
    except ValueError:
        return Reject(lineno, f"non-numeric minutes/flow {minutes!r}/{flow!r}")
    if lps < 0 or mins < 0:
        return Reject(lineno, f"negative value {mins}/{lps}")
    day, _, time = stamp.partition("T")
    return Entry(gate, day, time, action, mins, lps, operator)


def litres(e):
    return e.minutes * 60 * e.flow


def grouped(items, key):
    return [(k, list(g)) for k, g in groupby(sorted(items, key=key), key=key)]


def total(items, f=litres):
    return reduce(lambda acc, x: acc + f(x), items, 0.0)


def read_lines(path):
    with open(path, encoding="utf-8") as fh:
        return list(enumerate(fh.read().split("\n"), start=1))


def main(path):
    lines = read_lines(path)
    content = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), lines)
    parsed = list(map(parse, content))
    entries = list(filter(lambda x: isinstance(x, Entry), parsed))
    rejects = list(filter(lambda x: isinstance(x, Reject), parsed))
    flowing = [e for e in entries if e.action != "close"]

    out = []
    out.append("Paddy irrigation gate report")
    out.append("----------------------------")
    out.append(f"entries: {len(entries)}  rejected: {len(rejects)}  closes: {len(entries) - len(flowing)}")
    out.append("")
    out.append("Water per gate (m3):")
    per_gate = grouped(flowing, attrgetter("gate"))
    for gate, es in per_gate:
        m3 = total(es) / 1000
        mins = total(es, attrgetter("minutes"))
        out.append(f"  {gate:<4}{m3:>8.2f}  over {int(mins):>3} min  ({len(es)} runs)")
    out.append("")
    out.append("Water per day (m3):")
    for day, es in grouped(flowing, attrgetter("day")):
        flushes = sum(1 for e in es if e.action == "flush")
        out.append(f"  {day}  {total(es) / 1000:7.2f}" + (f"  ({flushes} flush)" if flushes else ""))
    out.append("")
    by_op = sorted(
        map(lambda kv: (kv[0], total(kv[1])), grouped(flowing, attrgetter("operator"))),
        key=lambda kv: (-kv[1], kv[0]),
    )
    out.append("Operators: " + ", ".join(f"{name} {l / 1000:.1f}" for name, l in by_op))
    busiest = max(per_gate, key=lambda kv: total(kv[1]), default=(None, []))
    if rejects:
        out.append("Skipped:")
        out.extend(map(lambda r: f"  line {r.line}: {r.reason}", rejects))
    summary = {
        "entries": len(entries),
        "rejected": len(rejects),
        "gates": len(per_gate),
        "total_m3": round(total(flowing) / 1000, 2),
        "busiest_gate": busiest[0],
        "operators": [name for name, _ in by_op],
    }
    out.append(json.dumps(summary))
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/paddy_gates.log")
