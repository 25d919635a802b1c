#!/usr/bin/env python3
"""Heliport landing log report, written functionally."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Landing = namedtuple("Landing", "time pad operator aircraft pax fuel noise")
Bad = namedtuple("Bad", "line reason")
PADS = frozenset({"H1", "H2", "H3"})
LOUD_DB = 82.0


def parse_time(s):
    h, m = map(int, s.split(":"))
    if not (0 <= h < 24 and 0 <= m < 60):
        raise ValueError(f"bad time {s!r}")
    return h * 60 + m


def parse(numbered):
    n, raw = numbered
    fields = raw.strip().split("|")
    if len(fields) != 7:
        return Bad(n, f"expected 7 fields, got {len(fields)}")
    time, pad, op, ac, pax, fuel, noise = fields
    try:
        parse_time(time)
        rec = Landing(time, pad, op, ac, int(pax), int(fuel), float(noise))
    except ValueError as e:
        return Bad(n, str(e))
    if rec.pad not in PADS:
        return Bad(n, f"unknown pad {pad}")
    if rec.fuel < 0:
        return Bad(n, f"negative fuel {fuel}")
    return rec


def is_bad(x):
    return isinstance(x, Bad)


def busiest_gap(landings):
    mins = sorted(map(lambda l: parse_time(l.time), landings))
    gaps = list(map(lambda p: p[1] - p[0], zip(mins, mins[1:])))
    return max(gaps, default=0)


def operator_line(item):
    op, group = item
    group = list(group)
    pax = sum(map(attrgetter("pax"), group))
    fuel = reduce(lambda acc, l: acc + l.fuel, group, 0)
    loud = len(list(filter(lambda l: l.noise >= LOUD_DB, group)))
    return f"{op:<11}{len(group):>3} landings {pax:>3} pax {fuel:>5} L  loud={loud}"


def main(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    rows = filter(lambda p: p[1].strip() and not p[1].startswith("#"), enumerate(lines, 1))
    parsed = list(map(parse, rows))
    good = list(filter(lambda x: not is_bad(x), parsed))
    bad = list(filter(is_bad, parsed))

    by_op = groupby(sorted(good, key=attrgetter("operator")), key=attrgetter("operator"))
    pad_counts = {
        pad: len(list(g))
        for pad, g in groupby(sorted(good, key=attrgetter("pad")), key=attrgetter("pad"))
    }
    mean_noise = sum(map(attrgetter("noise"), good)) / len(good) if good else 0.0
    loudest = max(good, key=attrgetter("noise"))

    out = ["HELIPORT LANDINGS", "-" * 17]
    out += list(map(operator_line, by_op))
    out.append("")
    out.append("Pads: " + ", ".join(f"{p}={c}" for p, c in sorted(pad_counts.items())))
    out.append(f"Mean noise: {mean_noise:.2f} dB; loudest {loudest.aircraft} at {loudest.time} ({loudest.noise} dB)")
    out.append(f"Longest quiet gap: {busiest_gap(good)} min")
    out.append(f"Rejected {len(bad)} line(s):")
    out += [f"  #{b.line}: {b.reason}" for b in bad]
    summary = {
        "landings": len(good),
        "pax": sum(map(attrgetter("pax"), good)),
        "fuel_l": sum(map(attrgetter("fuel"), good)),
        "busiest_pad": max(sorted(pad_counts), key=pad_counts.get),
        "rejected": len(bad),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else "root/heliport.log"))
