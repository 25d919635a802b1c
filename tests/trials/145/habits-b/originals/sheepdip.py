#!/usr/bin/env python3
"""Sheep-dip records: litres per head, chemical use per farm, bad rows reported."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Dip = namedtuple("Dip", "farm date flock head litres chemical operator")
Bad = namedtuple("Bad", "lineno reason")

CHEMICALS = frozenset({"diazinon", "cypermethrin"})
LITRE_COST = 0.85


def parse(numbered):
    lineno, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 7:
        return Bad(lineno, f"expected 7 fields, got {len(fields)}")
    farm, date, flock, head, litres, chem, op = fields
    if not head.isdigit():
        return Bad(lineno, f"bad head count {head!r}")
    try:
        lit = float(litres)
    except ValueError:
        return Bad(lineno, f"bad litres {litres!r}")
    if chem not in CHEMICALS:
        return Bad(lineno, f"unknown chemical {chem!r}")
    return Dip(farm, date, flock, int(head), lit, chem, op)


def grouped(items, key):
    return [(k, list(g)) for k, g in groupby(sorted(items, key=key), key=key)]


total = lambda xs, f: reduce(lambda acc, x: acc + f(x), xs, 0)


def farm_line(pair):
    farm, dips = pair
    head = total(dips, attrgetter("head"))
    litres = total(dips, attrgetter("litres"))
    return (
        f"{farm:<10} flocks {len(dips):>2}  head {head:>4}  "
        f"{litres:>6.1f} L  {litres / head:.2f} L/head  £{litres * LITRE_COST:>7.2f}"
    )


def chem_line(pair):
    chem, dips = pair
    return f"  {chem:<13} {len(dips)} dips, {total(dips, attrgetter('litres')):.0f} L"


def report(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    numbered = filter(
        lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
        enumerate(text.splitlines(), start=1),
    )
    results = list(map(parse, numbered))
    dips = [r for r in results if isinstance(r, Dip)]
    bad = [r for r in results if isinstance(r, Bad)]

    by_farm = grouped(dips, attrgetter("farm"))
    by_chem = grouped(dips, attrgetter("chemical"))
    by_op = grouped(dips, attrgetter("operator"))
    top_op, top_dips = max(by_op, key=lambda p: (total(p[1], attrgetter("head")), p[0]))

    head_all = total(dips, attrgetter("head"))
    litres_all = total(dips, attrgetter("litres"))
    lines = [
        "SHEEP-DIP RECORDS",
        "-" * 17,
        *map(farm_line, by_farm),
        "",
        "Chemicals:",
        *map(chem_line, by_chem),
        "",
        f"Most sheep dipped: {top_op} ({total(top_dips, attrgetter('head'))} head)",
    ]
    if bad:
        lines += ["", f"Rejected {len(bad)} row(s):"]
        lines += [f"  row {b.lineno}: {b.reason}" for b in bad]
    summary = {
        "dips": len(dips),
        "rejected": len(bad),
        "farms": len(by_farm),
        "head": head_all,
        "litres": round(litres_all, 1),
        "litresPerHead": round(litres_all / head_all, 3),
        "topOperator": top_op,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/sheepdip.txt"))
