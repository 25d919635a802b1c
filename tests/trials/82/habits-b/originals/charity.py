"""Charity-shop till receipts: daily takings report."""
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
import json
import re

Receipt = namedtuple("Receipt", "rid time dept items total payment")
Bad = namedtuple("Bad", "line reason")

PAYMENTS = frozenset({"cash", "card", "contactless"})
TIME_RE = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")


def parse(numbered):
    n, raw = numbered
    cols = [c.strip() for c in raw.split("|")]
    if len(cols) != 6:
        return Bad(n, f"expected 6 fields, got {len(cols)}")
    rid, time, dept, items, total, payment = cols
    if not TIME_RE.match(time):
        return Bad(n, f"bad time {time!r}")
    try:
        items_n, total_f = int(items), float(total)
    except ValueError:
        return Bad(n, "non-numeric items or total")
    if total_f < 0:
        return Bad(n, f"negative total {total_f:.2f}")
    if payment not in PAYMENTS:
        return Bad(n, f"unknown payment {payment!r}")
    return Receipt(rid, time, dept, items_n, total_f, payment)


is_bad = lambda r: isinstance(r, Bad)
money = lambda x: f"£{x:,.2f}"
total_of = lambda rs: round(sum(map(attrgetter("total"), rs)), 2)


def dept_line(pair):
    dept, rs = pair
    rs = list(rs)
    return (
        f"{dept:<12} {len(rs):>2} sales  {sum(map(attrgetter('items'), rs)):>3} items  "
        f"{money(total_of(rs)):>8}"
    )


def hour_of(r):
    return r.time[:2]


def busiest(receipts):
    by_hour = {h: len(list(g)) for h, g in groupby(sorted(receipts, key=hour_of), key=hour_of)}
    return max(by_hour.items(), key=lambda kv: (kv[1], -int(kv[0])))


def report(text):
    lines = text.split("\n")
    numbered = filter(
        lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
        enumerate(lines, start=1),
    )
    parsed = list(map(parse, numbered))
    good = [r for r in parsed if not is_bad(r)]
    bad = list(filter(is_bad, parsed))

    by_dept = groupby(sorted(good, key=attrgetter("dept")), key=attrgetter("dept"))
    pay_totals = reduce(
        lambda acc, r: {**acc, r.payment: round(acc.get(r.payment, 0) + r.total, 2)},
        good,
        {},
    )
    biggest = max(good, key=attrgetter("total"))
    hour, count = busiest(good)

    out = [
        "Charity shop takings",
        "--------------------",
        *map(dept_line, by_dept),
        "Payments: " + ", ".join(f"{k} {money(v)}" for k, v in sorted(pay_totals.items())),
        f"Biggest sale: {biggest.rid} {money(biggest.total)} ({biggest.dept})",
        f"Busiest hour: {hour}:00 with {count} sales",
        *(f"skipped line {b.line}: {b.reason}" for b in bad),
    ]
    summary = {
        "sales": len(good),
        "skipped": len(bad),
        "takings": total_of(good),
        "items": sum(map(attrgetter("items"), good)),
        "avg_sale": round(total_of(good) / len(good), 2) if good else 0,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/charity_till.txt", encoding="utf-8") as fh:
        print(report(fh.read()))
