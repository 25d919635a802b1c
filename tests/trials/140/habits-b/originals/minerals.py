"""Mineral specimen auction: sale results by locality, from a lot sheet."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Lot = namedtuple("Lot", "lot specimen locality weight low high hammer")
Bad = namedtuple("Bad", "line reason")

FIELDS = 7
PREMIUM = 0.25  # buyer's premium on the hammer price


def parse(numbered):
    line, raw = numbered
    parts = list(map(str.strip, raw.split(",")))
    if len(parts) != FIELDS:
        return Bad(line, f"expected {FIELDS} fields, got {len(parts)}")
    lot, specimen, locality, weight, low, high, hammer = parts
    try:
        nums = list(map(int, (lot, weight, low, high)))
    except ValueError as e:
        return Bad(line, f"not a number: {str(e).split(': ')[-1]}")
    if nums[2] > nums[3]:
        return Bad(line, f"estimate low {nums[2]} above high {nums[3]}")
    return Lot(nums[0], specimen, locality, nums[1], nums[2], nums[3],
               int(hammer) if hammer else None)


is_bad = lambda r: isinstance(r, Bad)
sold = lambda lot: lot.hammer is not None
total = lambda xs, f: reduce(lambda acc, x: acc + f(x), xs, 0)
with_premium = lambda h: round(h * (1 + PREMIUM), 2)


def band(lot):
    if lot.hammer < lot.low:
        return "below"
    return "above" if lot.hammer > lot.high else "within"


def locality_rows(lots):
    by_loc = sorted(lots, key=attrgetter("locality"))
    for loc, group in groupby(by_loc, key=attrgetter("locality")):
        items = list(group)
        hits = list(filter(sold, items))
        yield (loc, len(items), len(hits), total(hits, attrgetter("hammer")))


def report(path):
    with open(path, encoding="utf-8") as f:
        raw_lines = f.read().splitlines()
    numbered = filter(lambda p: p[0] > 1 and p[1].strip(), enumerate(raw_lines, 1))
    results = list(map(parse, numbered))
    bad = list(filter(is_bad, results))
    lots = [r for r in results if not is_bad(r)]
    hits = list(filter(sold, lots))

    title = f"Mineral auction results: {path}"
    out = [title, "-" * len(title)]
    out += [f"rejected line {b.line}: {b.reason}" for b in bad]

    out += ["", f"{'Locality':<14}{'Lots':>5}{'Sold':>5}{'Hammer':>9}"]
    rows = sorted(locality_rows(lots), key=lambda r: (-r[3], r[0]))
    out += [f"{loc:<14}{n:>5}{k:>5}{h:>9,}" for loc, n, k, h in rows]

    out += ["", "Against estimate:"]
    bands = sorted(map(band, hits))
    counts = {k: len(list(g)) for k, g in groupby(bands)}
    out += [f"  {k:<7}{counts.get(k, 0):>3}" for k in ("below", "within", "above")]

    out += ["", "Unsold:"]
    out += [f"  lot {l.lot} {l.specimen} (est. {l.low}-{l.high})"
            for l in filter(lambda l: not sold(l), lots)]

    top = max(hits, key=lambda l: (l.hammer, -l.lot), default=None)
    per_gram = sorted(hits, key=lambda l: l.hammer / l.weight, reverse=True)[:3]
    out += ["", "Best price per gram:"]
    out += [f"  {i}. lot {l.lot} {l.specimen}: {l.hammer / l.weight:.2f}/g"
            for i, l in enumerate(per_gram, 1)]

    hammer = total(hits, attrgetter("hammer"))
    out.append("")
    out.append(f"Top lot: {top.lot} {top.specimen} at {top.hammer}" if top else "Top lot: none")
    summary = {
        "lots": len(lots),
        "rejected": len(bad),
        "sold": len(hits),
        "sellThrough": round(len(hits) / len(lots), 3) if lots else 0,
        "hammer": hammer,
        "withPremium": with_premium(hammer),
        "topLot": top.lot if top else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "minerals.csv"))
