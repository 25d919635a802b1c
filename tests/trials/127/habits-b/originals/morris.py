#!/usr/bin/env python3
"""Morris festival report: per side dances, dancers and bucket collections."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Spot = namedtuple("Spot", "side date venue dances dancers pence style")
Bad = namedtuple("Bad", "line_no reason")
STYLES = frozenset({"border", "cotswold", "rapper", "molly"})

pounds = lambda p: f"£{p // 100}.{p % 100:02d}"
total = lambda xs, f: sum(map(f, xs))


def parse(numbered):
    line_no, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 7:
        return Bad(line_no, f"expected 7 fields, got {len(fields)}")
    side, date, venue, dances, dancers, pence, style = fields
    if not all(map(str.isdigit, (dances, dancers))):
        return Bad(line_no, f"non-numeric count in {dances!r}/{dancers!r}")
    if not pence.isdigit():
        return Bad(line_no, f"bad collection {pence!r}")
    if style not in STYLES:
        return Bad(line_no, f"unknown style {style!r}")
    return Spot(side, date, venue, int(dances), int(dancers), int(pence), style)


def load(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    numbered = enumerate(text.splitlines(), start=1)
    wanted = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), numbered)
    parsed = list(map(parse, wanted))
    return (
        [p for p in parsed if isinstance(p, Spot)],
        [p for p in parsed if isinstance(p, Bad)],
    )


def side_line(item):
    side, spots = item
    spots = list(spots)
    dances = total(spots, attrgetter("dances"))
    pence = total(spots, attrgetter("pence"))
    peak = max(map(attrgetter("dancers"), spots))
    per_dance = pence // dances if dances else 0
    return f"{side:<18} {len(spots)} spots {dances:>3} dances  peak {peak:>2}  {pounds(pence):>8}  ({pounds(per_dance)}/dance)"


def report(path):
    spots, bad = load(path)
    by_side = groupby(sorted(spots, key=attrgetter("side")), key=attrgetter("side"))
    lines = ["MORRIS FESTIVAL REPORT", "-" * 22, *map(side_line, by_side), ""]

    venue_totals = reduce(
        lambda acc, s: {**acc, s.venue: acc.get(s.venue, 0) + s.pence},
        spots,
        {},
    )
    ranked = sorted(venue_totals.items(), key=lambda kv: (-kv[1], kv[0]))
    lines += ["Collections by venue:"] + [f"  {v:<13}{pounds(p):>9}" for v, p in ranked]

    by_day = {d: len(list(g)) for d, g in groupby(sorted(spots, key=attrgetter("date")), key=attrgetter("date"))}
    busiest = max(by_day.items(), key=lambda kv: (kv[1], kv[0]), default=("-", 0))
    lines += ["", f"Busiest day: {busiest[0]} ({busiest[1]} spots)"]

    if bad:
        lines += ["", f"Rejected {len(bad)} line(s):"]
        lines += [f"  line {b.line_no}: {b.reason}" for b in bad]

    grand = total(spots, attrgetter("pence"))
    summary = {
        "spots": len(spots),
        "sides": len(set(map(attrgetter("side"), spots))),
        "dances": total(spots, attrgetter("dances")),
        "collected_pence": grand,
        "top_venue": ranked[0][0] if ranked else None,
        "rejected": len(bad),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/morris.txt"))
