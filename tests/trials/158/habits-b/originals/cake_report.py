import sys
import json
from collections import namedtuple, Counter
from functools import reduce, partial
from itertools import groupby, chain
from operator import attrgetter

Tasting = namedtuple("Tasting", "couple date baker flavours guests deposit outcome")
Bad = namedtuple("Bad", "line reason")

OUTCOMES = ("booked", "pending", "declined")
FIELDS = 7


def parse(numbered):
    n, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != FIELDS:
        return Bad(n, f"expected {FIELDS} fields, got {len(parts)}")
    couple, date, baker, flav, guests, deposit, outcome = parts
    flavours = tuple(filter(None, map(str.strip, flav.split(";"))))
    if not flavours:
        return Bad(n, "no flavours")
    if not guests.isdigit():
        return Bad(n, f"bad guest count {guests!r}")
    if not deposit.isdigit():
        return Bad(n, f"bad deposit {deposit!r}")
    if outcome not in OUTCOMES:
        return Bad(n, f"unknown outcome {outcome!r}")
    return Tasting(couple, date, baker, flavours, int(guests), int(deposit), outcome)


is_data = lambda pair: pair[1].strip() and not pair[1].startswith("#")
is_bad = lambda r: isinstance(r, Bad)
pct = lambda part, whole: round(100 * part / whole, 1) if whole else 0.0


def baker_line(item):
    baker, rows = item
    rows = list(rows)
    booked = list(filter(lambda t: t.outcome == "booked", rows))
    guests = sum(map(attrgetter("guests"), booked))
    return (
        f"{baker:<8}{len(rows):>3} tastings {len(booked):>2} booked "
        f"{pct(len(booked), len(rows)):>5}%  {guests:>4} guests"
    )


def report(text):
    numbered = filter(is_data, enumerate(text.splitlines(), start=1))
    results = list(map(parse, numbered))
    bad = list(filter(is_bad, results))
    good = list(filter(lambda r: not is_bad(r), results))

    by_baker = groupby(sorted(good, key=attrgetter("baker")), key=attrgetter("baker"))
    flavour_counts = Counter(chain.from_iterable(map(attrgetter("flavours"), good)))
    top = sorted(flavour_counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    deposits = reduce(lambda acc, t: acc + t.deposit, good, 0)
    outcome_counts = Counter(map(attrgetter("outcome"), good))
    booked = outcome_counts["booked"]

    lines = [
        "WEDDING-CAKE TASTINGS",
        "=" * 44,
        *map(baker_line, by_baker),
        "-" * 44,
        *map(lambda o: f"{o:<9}{outcome_counts[o]:>3}", OUTCOMES),
        "top flavours: " + ", ".join(map(lambda kv: f"{kv[0]} ({kv[1]})", top)),
        f"deposits held: £{deposits}",
        *map(lambda b: f"rejected line {b.line}: {b.reason}", bad),
        json.dumps(
            {
                "tastings": len(good),
                "booked": booked,
                "conversion": pct(booked, len(good)),
                "deposits": deposits,
                "top_flavour": top[0][0] if top else None,
                "rejected": len(bad),
            }
        ),
    ]
    return "\n".join(lines)


def main(path):
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/cake_tastings.txt")
