#!/usr/bin/env python3
"""Beer festival cask sales report."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Cask = namedtuple("Cask", "brewer beer style abv pints price")
Bad = namedtuple("Bad", "line reason")

STRENGTH = [(4.0, "session"), (5.5, "standard"), (float("inf"), "strong")]


def parse(numbered):
    line, raw = numbered
    parts = [p.strip() for p in raw.split("|")]
    if len(parts) != 6:
        return Bad(line, f"expected 6 fields, got {len(parts)}")
    try:
        abv, pints, price = float(parts[3]), int(parts[4]), float(parts[5])
    except ValueError as e:
        return Bad(line, f"not a number ({e})")
    if pints < 0:
        return Bad(line, f"negative pints {pints}")
    return Cask(parts[0], parts[1], parts[2], abv, pints, price)


takings = lambda c: c.pints * c.price
strength = lambda abv: next(label for limit, label in STRENGTH if abv < limit)
total = lambda f, xs: reduce(lambda acc, x: acc + f(x), xs, 0)


def style_rows(casks):
    by_style = attrgetter("style")
    grouped = groupby(sorted(casks, key=by_style), key=by_style)
    return sorted(
        ((style, list(cs)) for style, cs in grouped),
        key=lambda sc: -total(takings, sc[1]),
    )


def report(text):
    lines = list(enumerate(text.splitlines(), start=1))
    rows = list(map(parse, filter(lambda nl: nl[1].strip() and nl[0] > 1, lines)))
    casks = list(filter(lambda r: isinstance(r, Cask), rows))
    bad = list(filter(lambda r: isinstance(r, Bad), rows))

    out = ["Beer festival cask sales", "-" * 24]
    out += [
        f"{style:<8} {len(cs):>2} casks {total(attrgetter('pints'), cs):>5} pints "
        f"£{total(takings, cs):>8.2f}"
        for style, cs in style_rows(casks)
    ]

    top = sorted(casks, key=lambda c: (-c.pints, c.beer))[:3]
    out += ["", "Top sellers:"]
    out += [f"  {i}. {c.beer} ({c.brewer}) {c.pints} pints" for i, c in enumerate(top, 1)]

    bands = {
        label: len(list(g))
        for label, g in groupby(sorted(map(lambda c: strength(c.abv), casks)))
    }
    out += ["", "Strength bands: " + ", ".join(f"{k}={v}" for k, v in sorted(bands.items()))]

    if bad:
        out += ["", f"Rejected {len(bad)} line(s):"]
        out += [f"  line {b.line}: {b.reason}" for b in bad]

    pints = total(attrgetter("pints"), casks)
    summary = {
        "casks": len(casks),
        "rejected": len(bad),
        "pints": pints,
        "takings": round(total(takings, casks), 2),
        "avg_abv": round(total(attrgetter("abv"), casks) / len(casks), 2),
        "best_brewer": max(
            (
                (brewer, total(takings, list(cs)))
                for brewer, cs in groupby(sorted(casks, key=attrgetter("brewer")), key=attrgetter("brewer"))
            ),
            key=lambda bt: bt[1],
        )[0],
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(path="root/casks.txt"):
    with open(path, encoding="utf-8") as f:
        print(report(f.read()))


if __name__ == "__main__":
    main()
