"""Dumpling stall: steamer-basket batches -> sales and waste report."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Batch = namedtuple("Batch", "time filling steamed sold price")
Bad = namedtuple("Bad", "line reason")
Row = namedtuple("Row", "filling batches steamed sold wasted revenue")

FILLINGS = frozenset({"pork-chive", "prawn", "mushroom", "lamb-cumin"})


def parse(numbered):
    n, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 5:
        return Bad(n, f"expected 5 fields, got {len(fields)}")
    time, filling, steamed, sold, price = fields
    if filling not in FILLINGS:
        return Bad(n, f"unknown filling {filling!r}")
    if not (steamed.isdigit() and sold.isdigit()):
        return Bad(n, f"counts not numeric: steamed={steamed!r} sold={sold!r}")
    if int(sold) > int(steamed):
        return Bad(n, f"sold {sold} more than steamed {steamed}")
    try:
        return Batch(time, filling, int(steamed), int(sold), float(price))
    except ValueError:
        return Bad(n, f"bad price {price!r}")


def summarise(filling, batches):
    batches = list(batches)
    total = lambda f: sum(map(f, batches))
    steamed = total(attrgetter("steamed"))
    sold = total(attrgetter("sold"))
    revenue = total(lambda b: b.sold * b.price)
    return Row(filling, len(batches), steamed, sold, steamed - sold, round(revenue, 2))


def by_hour(batches):
    hour = lambda b: b.time.split(":")[0]
    ordered = sorted(batches, key=hour)
    return [(h, sum(b.sold for b in grp)) for h, grp in groupby(ordered, key=hour)]


def report(text):
    numbered = enumerate(text.splitlines(), start=1)
    meaningful = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), numbered)
    parsed = list(map(parse, meaningful))
    good = list(filter(lambda p: isinstance(p, Batch), parsed))
    bad = list(filter(lambda p: isinstance(p, Bad), parsed))

    key = attrgetter("filling")
    rows = sorted(
        (summarise(f, grp) for f, grp in groupby(sorted(good, key=key), key=key)),
        key=lambda r: (-r.revenue, r.filling),
    )
    totals = reduce(
        lambda acc, r: (acc[0] + r.steamed, acc[1] + r.sold, acc[2] + r.revenue),
        rows,
        (0, 0, 0.0),
    )
    hours = by_hour(good)
    busiest = max(hours, key=lambda h: h[1], default=("--", 0))

    header = f"{'filling':<12}{'batches':>8}{'steamed':>9}{'sold':>6}{'waste':>7}{'revenue':>10}"
    lines = ["DUMPLING STALL - DAY REPORT", "", header, "-" * len(header)]
    lines += [
        f"{r.filling:<12}{r.batches:>8}{r.steamed:>9}{r.sold:>6}{r.wasted:>7}{r.revenue:>10.2f}"
        for r in rows
    ]
    lines += ["", "Sold per hour:"]
    lines += [f"  {h}:00  {'#' * (n // 5)} {n}" for h, n in hours]
    lines += ["", f"Rejected {len(bad)} line(s):"]
    lines += [f"  line {b.line}: {b.reason}" for b in bad]
    waste_pct = round(100 * (totals[0] - totals[1]) / totals[0], 1) if totals[0] else 0.0
    summary = {
        "batches": len(good),
        "rejected": len(bad),
        "sold": totals[1],
        "wastePct": waste_pct,
        "revenue": round(totals[2], 2),
        "busiestHour": f"{busiest[0]}:00",
        "topFilling": rows[0].filling if rows else None,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/dumplings.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))
