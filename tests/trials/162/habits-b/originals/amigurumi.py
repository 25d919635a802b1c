"""Amigurumi commission ledger: revenue, yarn and hourly rate per design."""
import json
from collections import namedtuple
from functools import reduce, partial
from itertools import groupby
from operator import attrgetter

Order = namedtuple("Order", "order_id customer design yarn_g hours price status")
Bad = namedtuple("Bad", "line reason")

STATUSES = frozenset({"delivered", "in_progress", "cancelled"})
FIELDS = 7


def parse(numbered):
    lineno, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != FIELDS:
        return Bad(lineno, f"expected {FIELDS} fields, got {len(parts)}")
    oid, customer, design, yarn, hours, price, status = parts
    if status not in STATUSES:
        return Bad(lineno, f"unknown status {status!r}")
    try:
        yarn_g, hrs, amount = int(yarn), float(hours), float(price)
    except ValueError as exc:
        return Bad(lineno, f"bad number ({exc})")
    if yarn_g <= 0 or hrs <= 0:
        return Bad(lineno, "yarn and hours must be positive")
    return Order(oid, customer, design, yarn_g, hrs, amount, status)


is_bad = lambda r: isinstance(r, Bad)
is_status = lambda s, o: o.status == s
delivered = partial(is_status, "delivered")
total = lambda attr, rows: reduce(lambda acc, o: acc + getattr(o, attr), rows, 0)
money = lambda x: f"£{x:,.2f}"


def design_line(design, rows):
    rows = list(rows)
    done = list(filter(delivered, rows))
    revenue, hours = total("price", done), total("hours", done)
    rate = revenue / hours if hours else 0.0
    return (
        f"  {design:<8} {len(rows):>2} orders  {len(done):>2} delivered  "
        f"{total('yarn_g', rows):>4} g yarn  {money(revenue):>8}  {rate:5.2f}/h"
    ), (design, rate)


def report(text):
    lines = enumerate(text.splitlines()[1:], start=2)
    meaningful = filter(lambda p: p[1].strip() and not p[1].startswith("#"), lines)
    parsed = list(map(parse, meaningful))
    bad = list(filter(is_bad, parsed))
    orders = list(filter(lambda r: not is_bad(r), parsed))
    live = [o for o in orders if o.status != "cancelled"]

    by_design = sorted(live, key=attrgetter("design"))
    designs = [design_line(d, rows) for d, rows in groupby(by_design, key=attrgetter("design"))]

    by_customer = sorted(live, key=attrgetter("customer"))
    spend = {c: total("price", rows) for c, rows in groupby(by_customer, key=attrgetter("customer"))}
    top = sorted(spend.items(), key=lambda kv: (-kv[1], kv[0]))[:3]

    done = list(filter(delivered, orders))
    revenue = total("price", done)
    pending = total("price", filter(partial(is_status, "in_progress"), orders))
    best_design, best_rate = max(map(lambda d: d[1], designs), key=lambda d: d[1])

    out = ["Hook & Loop Amigurumi: commission ledger", "-" * 40, "By design (cancelled orders excluded):"]
    out += [line for line, _ in designs]
    out += ["", "Top customers by order value:"]
    out += [f"  {i}. {name:<8} {money(v)}" for i, (name, v) in enumerate(top, start=1)]
    out += ["", f"Delivered revenue: {money(revenue)}  (pending {money(pending)})"]
    out += [f"Best hourly rate: {best_design} at {money(best_rate)}/h"]
    if bad:
        out += ["", f"Skipped {len(bad)} line(s):"]
        out += [f"  line {b.line}: {b.reason}" for b in bad]
    summary = {
        "orders": len(orders),
        "skipped": len(bad),
        "delivered": len(done),
        "cancelled": sum(1 for _ in filter(partial(is_status, "cancelled"), orders)),
        "revenue": round(revenue, 2),
        "yarn_g": total("yarn_g", live),
        "best_design": best_design,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/amigurumi.txt", encoding="utf-8") as fh:
        print(report(fh.read()))
