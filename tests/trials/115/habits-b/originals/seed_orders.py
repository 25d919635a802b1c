"""Seed catalogue mail orders: revenue by county and variety, read from root/seed_orders.txt."""
import json
from collections import namedtuple
from functools import reduce
from itertools import chain, groupby
from operator import attrgetter, itemgetter

PRICES = {
    "TOM-01": 2.49, "BEAN-03": 1.99, "CARR-02": 1.49,
    "PEA-01": 1.79, "SUNF-02": 2.25, "LETT-04": 1.29,
}

Order = namedtuple("Order", "order_id customer county lines postage")
Line = namedtuple("Line", "code qty")
Bad = namedtuple("Bad", "lineno reason")


def parse_item(text):
    code, _, qty = text.partition(":")
    if code not in PRICES:
        raise ValueError(f"unknown variety {code!r}")
    if not qty.isdigit() or int(qty) == 0:
        raise ValueError(f"bad quantity {qty!r} for {code}")
    return Line(code, int(qty))


def parse(numbered):
    lineno, raw = numbered
    fields = raw.split("|")
    if len(fields) != 5:
        return Bad(lineno, f"expected 5 fields, got {len(fields)}")
    oid, customer, county, items, postage = map(str.strip, fields)
    try:
        lines = tuple(map(parse_item, items.split(";")))
        return Order(int(oid), customer, county, lines, float(postage))
    except ValueError as e:
        return Bad(lineno, str(e))


def order_value(order):
    return round(sum(map(lambda l: PRICES[l.code] * l.qty, order.lines)), 2)


def main(text):
    numbered = filter(lambda p: p[1].strip() and not p[1].startswith("#"),
                      enumerate(text.splitlines(), start=1))
    parsed = list(map(parse, numbered))
    orders = [p for p in parsed if isinstance(p, Order)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    out = ["SEED CATALOGUE ORDERS", "-" * 21]
    goods = sum(map(order_value, orders))
    postage = sum(map(attrgetter("postage"), orders))
    out.append(f"{len(orders)} orders, goods £{goods:.2f}, postage £{postage:.2f}")
    out.append("")

    out.append("By county:")
    by_county = groupby(sorted(orders, key=attrgetter("county")), key=attrgetter("county"))
    for county, group in by_county:
        group = list(group)
        total = sum(map(order_value, group))
        out.append(f"  {county:<8} {len(group):>2} orders  £{total:>7.2f}")
    out.append("")

    all_lines = list(chain.from_iterable(map(attrgetter("lines"), orders)))
    qty_by_code = reduce(
        lambda acc, l: {**acc, l.code: acc.get(l.code, 0) + l.qty}, all_lines, {}
    )
    out.append("Packets by variety:")
    ranked = sorted(qty_by_code.items(), key=lambda kv: (-kv[1], kv[0]))
    for code, qty in ranked:
        out.append(f"  {code:<8} {qty:>3}  £{qty * PRICES[code]:>6.2f}")
    out.append("")

    spend = reduce(
        lambda acc, o: {**acc, o.customer: acc.get(o.customer, 0) + order_value(o)}, orders, {}
    )
    best = max(spend.items(), key=itemgetter(1))
    out.append(f"Best customer: {best[0]} £{best[1]:.2f}")
    free = list(filter(lambda o: o.postage == 0, orders))
    out.append(f"Free-postage orders: {', '.join(str(o.order_id) for o in free) or 'none'}")
    out.append("")

    if bad:
        out.append(f"Rejected {len(bad)} lines:")
        out.extend(map(lambda b: f"  line {b.lineno}: {b.reason}", bad))
        out.append("")

    summary = {
        "orders": len(orders),
        "packets": sum(qty_by_code.values()),
        "goods": round(goods, 2),
        "postage": round(postage, 2),
        "top_variety": ranked[0][0],
        "rejected": len(bad),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/seed_orders.txt") as f:
        print(main(f.read()))
