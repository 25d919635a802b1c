"""Bathhouse (sento) token sales report, written functionally."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Sale = namedtuple("Sale", "date hour token count price")
Bad = namedtuple("Bad", "line reason")

TOKENS = frozenset({"adult", "child", "sauna", "towel"})
PEAK_HOURS = frozenset({18})


def parse(numbered):
    line, raw = numbered
    cols = raw.rstrip("\n").split("\t")
    if len(cols) != 5:
        return Bad(line, f"expected 5 fields, got {len(cols)}")
    date, hour, token, count, price = cols
    if token not in TOKENS:
        return Bad(line, f"unknown token {token!r}")
    try:
        sale = Sale(date, int(hour), token, int(count), int(price))
    except ValueError:
        return Bad(line, "not a number")
    return sale if sale.count >= 0 else Bad(line, "negative count")


def is_data(numbered):
    _, raw = numbered
    return bool(raw.strip()) and not raw.startswith("#")


revenue = lambda s: s.count * s.price


def total(sales, key=revenue):
    return reduce(lambda acc, s: acc + key(s), sales, 0)


def by(attr, sales):
    keyf = attrgetter(attr)
    return [(k, list(g)) for k, g in groupby(sorted(sales, key=keyf), key=keyf)]


def day_line(day, sales):
    yen = total(sales)
    visits = total(filter(lambda s: s.token in {"adult", "child"}, sales), attrgetter("count"))
    return f"{day}  visits {visits:>4}  takings ¥{yen:>7,}"


def token_line(token, sales):
    n = total(sales, attrgetter("count"))
    return f"  {token:<6} {n:>4} sold  ¥{total(sales):>7,}"


def main(path):
    with open(path, encoding="utf-8") as fh:
        numbered = list(enumerate(fh, start=1))
    parsed = list(map(parse, filter(is_data, numbered)))
    sales = [p for p in parsed if isinstance(p, Sale)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    print("Sento token sales")
    print("-" * 17)
    days = by("date", sales)
    print(*map(lambda kv: day_line(*kv), days), sep="\n")
    print("By token:")
    print(*map(lambda kv: token_line(*kv), by("token", sales)), sep="\n")

    peak = total(filter(lambda s: s.hour in PEAK_HOURS, sales))
    grand = total(sales)
    best_day, _ = max(days, key=lambda kv: total(kv[1]))
    for b in bad:
        print(f"skipped line {b.line}: {b.reason}")

    summary = {
        "days": len(days),
        "sales": len(sales),
        "skipped": len(bad),
        "takings": grand,
        "peakShare": round(peak / grand, 3) if grand else 0,
        "bestDay": best_day,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/sento.tsv")
