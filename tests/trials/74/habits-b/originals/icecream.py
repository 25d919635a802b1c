"""Ice-cream van sales report, written functionally."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Sale = namedtuple("Sale", "van stop flavour scoops price weather")
Bad = namedtuple("Bad", "line reason")

WEATHERS = frozenset({"sunny", "cloudy", "rain"})

is_data = lambda pair: pair[1].strip() and not pair[1].startswith("#")
revenue = lambda s: s.scoops * s.price
total = lambda xs: reduce(lambda acc, x: acc + x, xs, 0)


def parse(pair):
    n, raw = pair
    fields = raw.rstrip("\n").split("\t")
    if len(fields) != 6:
        return Bad(n, f"expected 6 fields, got {len(fields)}")
    van, stop, flavour, scoops, price, weather = fields
    if not scoops.lstrip("-").isdigit():
        return Bad(n, f"scoops not a number: {scoops!r}")
    if int(scoops) <= 0:
        return Bad(n, f"scoops must be positive: {scoops}")
    if weather not in WEATHERS:
        return Bad(n, f"unknown weather {weather!r}")
    return Sale(van, stop, flavour, int(scoops), float(price), weather)


def grouped(items, key):
    return [(k, list(g)) for k, g in groupby(sorted(items, key=key), key=key)]


def van_lines(sales):
    def line(kv):
        van, ss = kv
        stops = len(set(map(attrgetter("stop"), ss)))
        return f"{van:<6}{total(map(attrgetter('scoops'), ss)):>5} scoops {stops} stops  £{total(map(revenue, ss)):8.2f}"
    return list(map(line, grouped(sales, attrgetter("van"))))


def flavour_ranking(sales):
    counts = map(lambda kv: (kv[0], total(map(attrgetter("scoops"), kv[1]))),
                 grouped(sales, attrgetter("flavour")))
    return sorted(counts, key=lambda kv: (-kv[1], kv[0]))


def weather_lines(sales):
    avg = lambda ss: total(map(attrgetter("scoops"), ss)) / len(ss)
    return [f"  {w:<7} avg {avg(ss):5.1f} scoops/stop over {len(ss)} stops"
            for w, ss in grouped(sales, attrgetter("weather"))]


def report(text):
    parsed = list(map(parse, filter(is_data, enumerate(text.splitlines(), start=1))))
    sales = list(filter(lambda p: isinstance(p, Sale), parsed))
    bad = list(filter(lambda p: isinstance(p, Bad), parsed))

    ranking = flavour_ranking(sales)
    takings = round(total(map(revenue, sales)), 2)

    out = (
        ["ICE-CREAM VAN SALES", "-" * 19]
        + van_lines(sales)
        + ["", "Flavours:"]
        + [f"  {i}. {f} ({n})" for i, (f, n) in enumerate(ranking, start=1)]
        + ["", "Weather:"]
        + weather_lines(sales)
        + ([""] + ["Rejected:"] + [f"  line {b.line}: {b.reason}" for b in bad] if bad else [])
        + [json.dumps({
            "sales": len(sales),
            "rejected": len(bad),
            "scoops": total(map(attrgetter("scoops"), sales)),
            "takings": takings,
            "top_flavour": ranking[0][0] if ranking else None,
        })]
    )
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/icecream.tsv") as fh:
        print(report(fh.read()))
