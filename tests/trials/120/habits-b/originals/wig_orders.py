#!/usr/bin/env python3
"""Wig-making studio: report on the order book."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Order = namedtuple("Order", "order_id client style hair hours price status")
Bad = namedtuple("Bad", "line_no reason")

STATUSES = frozenset({"delivered", "in-progress", "cancelled"})


def parse(numbered):
    line_no, line = numbered
    fields = list(map(str.strip, line.split("|")))
    if len(fields) != 7:
        return Bad(line_no, f"expected 7 fields, got {len(fields)}")
    oid, client, style, hair, hours, price, status = fields
    try:
        hours_f, price_f = float(hours), float(price)
    except ValueError as e:
        return Bad(line_no, f"not a number ({e})")
    if price_f < 0 or hours_f <= 0:
        return Bad(line_no, f"out of range: hours={hours} price={price}")
    if status not in STATUSES:
        return Bad(line_no, f"unknown status {status!r}")
    return Order(oid, client, style, hair, hours_f, price_f, status)


def load(path):
    with open(path, encoding="utf-8") as fh:
        numbered = enumerate(fh.read().splitlines(), start=1)
        wanted = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), numbered)
        parsed = list(map(parse, wanted))
    orders = [p for p in parsed if isinstance(p, Order)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    return orders, bad


def grouped(items, key):
    return {k: list(g) for k, g in groupby(sorted(items, key=key), key=key)}


total = lambda orders: sum(map(attrgetter("price"), orders))
hours = lambda orders: sum(map(attrgetter("hours"), orders))


def style_rows(orders):
    by_style = grouped(orders, attrgetter("style"))
    rows = (
        (style, len(os_), total(os_), hours(os_), total(os_) / hours(os_))
        for style, os_ in by_style.items()
    )
    return sorted(rows, key=lambda r: (-r[2], r[0]))


def main(path="root/wig_orders.txt"):
    orders, bad = load(path)
    live = list(filter(lambda o: o.status != "cancelled", orders))

    print("WIG STUDIO ORDER BOOK")
    print("=" * 52)
    print(f"{'Style':<16}{'Orders':>7}{'Value £':>11}{'Hours':>8}{'£/hour':>10}")
    for style, n, value, hrs, rate in style_rows(live):
        print(f"{style:<16}{n:>7}{value:>11,.2f}{hrs:>8.1f}{rate:>10.2f}")
    print("-" * 52)

    by_status = grouped(orders, attrgetter("status"))
    for status in sorted(STATUSES):
        os_ = by_status.get(status, [])
        print(f"{status:<12} {len(os_):>2} orders  £{total(os_):,.2f}")

    by_hair = grouped(live, attrgetter("hair"))
    hair_share = {h: round(100 * len(os_) / len(live)) for h, os_ in by_hair.items()}
    print("Hair mix: " + ", ".join(f"{h} {pct}%" for h, pct in sorted(hair_share.items(), key=lambda kv: (-kv[1], kv[0]))))

    by_client = grouped(live, attrgetter("client"))
    top_client, top_orders = reduce(
        lambda best, kv: kv if total(kv[1]) > total(best[1]) else best,
        by_client.items(),
    )
    print(f"Top client: {top_client} (£{total(top_orders):,.2f} over {len(top_orders)} orders)")

    if bad:
        print(f"Rejected {len(bad)} line(s):")
        print("\n".join(f"  line {b.line_no}: {b.reason}" for b in bad))

    summary = {
        "orders": len(orders),
        "live": len(live),
        "value": round(total(live), 2),
        "hours": hours(live),
        "topClient": top_client,
        "rejected": len(bad),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(*sys.argv[1:])
