"""Allotment water-use report: who draws how much from the mains tap vs. water butts."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Draw = namedtuple("Draw", "plot date litres source")
Bad = namedtuple("Bad", "line reason")

SOURCES = frozenset({"tap", "butt"})
TAP_LIMIT = 150  # litres of mains water per plot before a warning


def parse(numbered):
    lineno, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 4:
        return Bad(lineno, f"expected 4 fields, got {len(fields)}")
    plot, date, litres, source = fields
    try:
        amount = float(litres)
    except ValueError:
        return Bad(lineno, f"litres not a number: {litres!r}")
    if amount <= 0:
        return Bad(lineno, f"litres must be positive: {litres}")
    if source not in SOURCES:
        return Bad(lineno, f"unknown source {source!r}")
    return Draw(plot, date, amount, source)


def total(draws, source=None):
    return reduce(
        lambda acc, d: acc + d.litres,
        filter(lambda d: source is None or d.source == source, draws),
        0.0,
    )


def plot_line(item):
    plot, draws = item
    tap, butt = total(draws, "tap"), total(draws, "butt")
    share = butt / (tap + butt) * 100 if tap + butt else 0.0
    flag = "  OVER TAP LIMIT" if tap > TAP_LIMIT else ""
    return f"{plot:<4} tap {tap:6.1f} L  butt {butt:6.1f} L  rain share {share:5.1f}%{flag}"


def main(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()

    numbered = filter(lambda p: p[1].strip(), enumerate(lines[1:], start=2))
    results = list(map(parse, numbered))
    draws = sorted(filter(lambda r: isinstance(r, Draw), results), key=attrgetter("plot", "date"))
    bad = list(filter(lambda r: isinstance(r, Bad), results))

    by_plot = [(k, list(g)) for k, g in groupby(draws, key=attrgetter("plot"))]
    over = list(filter(lambda item: total(item[1], "tap") > TAP_LIMIT, by_plot))
    busiest = max(by_plot, key=lambda item: total(item[1]), default=(None, []))

    out = ["Allotment water use", "-------------------"]
    out.extend(map(plot_line, by_plot))
    out.append("")
    out.append(f"Busiest plot: {busiest[0]} ({total(busiest[1]):.1f} L)")
    if bad:
        out.append(f"Rejected {len(bad)} line(s):")
        out.extend(map(lambda b: f"  line {b.line}: {b.reason}", bad))

    summary = {
        "draws": len(draws),
        "plots": len(by_plot),
        "tap_litres": round(total(draws, "tap"), 1),
        "butt_litres": round(total(draws, "butt"), 1),
        "over_limit": [plot for plot, _ in over],
        "rejected": len(bad),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else "root/allotment_water.txt"))
