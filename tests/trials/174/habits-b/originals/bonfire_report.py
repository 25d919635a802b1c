"""Bonfire-night gate takings report."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Sale = namedtuple("Sale", "time gate ticket qty paid")
Bad = namedtuple("Bad", "line reason")

GATES = ("North", "South", "East")
PRICES = {"adult": 8.0, "child": 4.0, "concession": 5.0, "family": 22.0}


def parse(numbered):
    lineno, raw = numbered
    fields = [f.strip() for f in raw.split("|")]
    if len(fields) != 5:
        return Bad(lineno, f"expected 5 fields, got {len(fields)}")
    time, gate, ticket, qty, paid = fields
    if gate not in GATES:
        return Bad(lineno, f"unknown gate {gate!r}")
    if ticket not in PRICES:
        return Bad(lineno, f"unknown ticket {ticket!r}")
    if not qty.isdigit():
        return Bad(lineno, f"bad qty {qty!r}")
    try:
        amount = float(paid)
    except ValueError:
        return Bad(lineno, f"bad amount {paid!r}")
    if amount < 0:
        return Bad(lineno, f"negative amount {paid}")
    return Sale(time, gate, ticket, int(qty), amount)


def hour_of(sale):
    return sale.time.split(":")[0] + ":00"


def main(path):
    with open(path, encoding="utf-8") as fh:
        numbered = enumerate(fh.read().splitlines(), start=1)
        keep = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), numbered)
        parsed = list(map(parse, keep))

    sales = [p for p in parsed if isinstance(p, Sale)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    total = reduce(lambda acc, s: acc + s.paid, sales, 0.0)
    heads = sum(map(attrgetter("qty"), sales))
    expected = sum(map(lambda s: PRICES[s.ticket] * s.qty, sales))
    mismatches = list(filter(lambda s: abs(PRICES[s.ticket] * s.qty - s.paid) > 0.005, sales))

    lines = ["BONFIRE NIGHT GATE TAKINGS", "-" * 36]
    by_gate = sorted(sales, key=attrgetter("gate"))
    gate_totals = {
        gate: (sum(s.qty for s in grp), sum(s.paid for s in grp))
        for gate, grp in ((g, list(it)) for g, it in groupby(by_gate, key=attrgetter("gate")))
    }
    lines += [
        f"{gate:<6} {heads_:>4} in  £{paid:>8.2f}"
        for gate, (heads_, paid) in sorted(gate_totals.items(), key=lambda kv: -kv[1][1])
    ]

    lines += ["", "BY TICKET"]
    tickets = sorted({s.ticket for s in sales})
    lines += [
        "  {:<11}{:>3} x  £{:.2f}".format(
            t, sum(s.qty for s in sales if s.ticket == t), sum(s.paid for s in sales if s.ticket == t)
        )
        for t in tickets
    ]

    lines += ["", "BY HOUR"]
    by_hour = groupby(sorted(sales, key=hour_of), key=hour_of)
    lines += [f"  {h}  {'#' * (sum(map(attrgetter('qty'), grp)) // 2)}" for h, grp in by_hour]

    lines += ["", f"total taken: £{total:.2f} from {heads} people (list price £{expected:.2f})"]
    if mismatches:
        lines.append("price mismatches: " + ", ".join(f"{s.time} {s.gate}" for s in mismatches))
    if bad:
        lines.append(f"skipped {len(bad)} line(s):")
        lines += [f"  line {b.line}: {b.reason}" for b in bad]

    busiest = max(gate_totals, key=lambda g: gate_totals[g][0]) if gate_totals else None
    summary = {
        "sales": len(sales),
        "people": heads,
        "takings": round(total, 2),
        "busiest_gate": busiest,
        "skipped": len(bad),
        "mismatches": len(mismatches),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else "root/bonfire_gate.txt"))
