from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
import json

Run = namedtuple("Run", "vat shift fibre stock_kg water_l sheets rejects")
Bad = namedtuple("Bad", "line reason")

SHIFT_ORDER = {"early": 0, "late": 1, "night": 2}
FIELDS = 7


def parse(numbered):
    n, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != FIELDS:
        return Bad(n, f"expected {FIELDS} fields, got {len(parts)}")
    vat, shift, fibre, *nums = parts
    if shift not in SHIFT_ORDER:
        return Bad(n, f"unknown shift {shift!r}")
    try:
        stock, water = float(nums[0]), int(nums[1])
        sheets, rejects = int(nums[2]), int(nums[3])
    except ValueError as e:
        return Bad(n, f"bad number ({e})")
    if stock <= 0:
        return Bad(n, "stock must be positive")
    if rejects > sheets:
        return Bad(n, "more rejects than sheets")
    return Run(vat, shift, fibre, stock, water, sheets, rejects)


is_data = lambda pair: pair[1].strip() and not pair[1].lstrip().startswith("#")
good = lambda r: r.sheets - r.rejects
yield_per_kg = lambda r: good(r) / r.stock_kg
reject_rate = lambda rs: 100 * sum(map(attrgetter("rejects"), rs)) / max(1, sum(map(attrgetter("sheets"), rs)))


def grouped(rows, key):
    return [(k, list(g)) for k, g in groupby(sorted(rows, key=key), key=key)]


def fmt_run(r):
    return f"{r.vat:<3} {r.shift:<6} {r.fibre:<7} {r.stock_kg:7.1f}kg {good(r):5d} good {yield_per_kg(r):6.2f}/kg"


def main(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    parsed = list(map(parse, filter(is_data, enumerate(lines, start=1))))
    runs = [p for p in parsed if isinstance(p, Run)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    print("PAPER MILL - PULP VAT REPORT")
    print("-" * 36)
    ordered = sorted(runs, key=lambda r: (r.vat, SHIFT_ORDER[r.shift]))
    print("\n".join(map(fmt_run, ordered)))

    print("\nBy fibre:")
    fibre_stats = [
        (f, len(rs), sum(map(good, rs)), reject_rate(rs))
        for f, rs in grouped(runs, attrgetter("fibre"))
    ]
    for f, count, g, rr in fibre_stats:
        print(f"  {f:<7} runs={count} good={g} reject={rr:.1f}%")

    print("\nBy shift:")
    for s, rs in grouped(runs, lambda r: SHIFT_ORDER[r.shift]):
        name = next(k for k, v in SHIFT_ORDER.items() if v == s)
        water = reduce(lambda acc, r: acc + r.water_l, rs, 0)
        print(f"  {name:<6} water={water}L sheets={sum(map(attrgetter('sheets'), rs))}")

    if bad:
        print("\nRejected lines:")
        print("\n".join(f"  line {b.line}: {b.reason}" for b in bad))

    best = max(runs, key=yield_per_kg)
    total_good = sum(map(good, runs))
    total_stock = sum(map(attrgetter("stock_kg"), runs))
    summary = {
        "runs": len(runs),
        "rejected_lines": len(bad),
        "good_sheets": total_good,
        "stock_kg": round(total_stock, 1),
        "sheets_per_kg": round(total_good / total_stock, 2),
        "reject_rate": round(reject_rate(runs), 2),
        "best_run": f"{best.vat}/{best.shift}/{best.fibre}",
        "fibres": sorted({r.fibre for r in runs}),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main("root/pulp_vats.txt")
