#!/usr/bin/env python3
"""Baggage carousel report: time to first bag, delivery span, per-carousel load."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Delivery = namedtuple("Delivery", "flight carousel on_blocks first_bag last_bag bags")
Bad = namedtuple("Bad", "lineno reason")

FIRST_BAG_TARGET = 12  # minutes after on-blocks

def to_minutes(hhmm):
    h, sep, m = hhmm.partition(":")
    if not sep:
        raise ValueError(f"bad time {hhmm!r}")
    return int(h) * 60 + int(m)


def parse(numbered):
    lineno, line = numbered
    fields = line.rstrip("\n").split("\t")
    if len(fields) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(fields)}")
    flight, carousel, on_blocks, first, last, bags = fields
    try:
        d = Delivery(flight, int(carousel), to_minutes(on_blocks),
                     to_minutes(first), to_minutes(last), int(bags))
    except ValueError as e:
        return Bad(lineno, f"bad value ({e})")
    if d.last_bag < d.first_bag:
        return Bad(lineno, "last bag before first bag")
    return d


wait = lambda d: d.first_bag - d.on_blocks
span = lambda d: d.last_bag - d.first_bag
mean = lambda xs: sum(xs) / len(xs) if xs else 0.0


def carousel_line(item):
    carousel, group = item
    ds = list(group)
    bags = sum(map(attrgetter("bags"), ds))
    waits = list(map(wait, ds))
    late = len(list(filter(lambda w: w > FIRST_BAG_TARGET, waits)))
    return (f"  #{carousel}  {len(ds):>2} flights  {bags:>4} bags  "
            f"first bag avg {mean(waits):5.1f} min  late {late}")


def main(path):
    with open(path, encoding="utf-8") as fh:
        rows = list(enumerate(fh, start=1))

    body = filter(lambda r: r[1].strip() and not r[1].startswith("flight\t"), rows)
    parsed = list(map(parse, body))
    good = [p for p in parsed if isinstance(p, Delivery)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    out = ["Baggage carousel report", "-" * 23]
    by_carousel = groupby(sorted(good, key=attrgetter("carousel")), key=attrgetter("carousel"))
    out.extend(map(carousel_line, by_carousel))

    out.append("")
    out.append("Slowest first bag:")
    slowest = sorted(good, key=lambda d: (-wait(d), d.flight))[:3]
    out.extend(map(lambda d: f"  {d.flight:<8} {wait(d):>3} min (carousel {d.carousel})", slowest))

    busiest = reduce(lambda a, b: a if a.bags / max(span(a), 1) >= b.bags / max(span(b), 1) else b, good)
    out.append("")
    out.append(f"Fastest unload: {busiest.flight} at "
               f"{busiest.bags / max(span(busiest), 1):.2f} bags/min")

    if bad:
        out.append("")
        out.append(f"Rejected {len(bad)} line(s):")
        out.extend(map(lambda b: f"  line {b.lineno}: {b.reason}", bad))

    total_bags = reduce(lambda acc, d: acc + d.bags, good, 0)
    on_target = sum(1 for d in good if wait(d) <= FIRST_BAG_TARGET)
    summary = {
        "flights": len(good),
        "rejected": len(bad),
        "bags": total_bags,
        "onTargetRate": round(on_target / len(good), 3) if good else None,
        "meanWait": round(mean(list(map(wait, good))), 2),
    }
    out.append(json.dumps(summary))
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/carousel.tsv")
