import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Batch = namedtuple("Batch", "batch herb rack loaded fresh dry hours")
Bad = namedtuple("Bad", "line reason")

TARGET_YIELD = {"basil": 0.14, "mint": 0.20, "oregano": 0.28, "thyme": 0.30,
                "sage": 0.28, "lavender": 0.32, "chamomile": 0.25}


def parse(numbered):
    n, raw = numbered
    parts = raw.split(";")
    if len(parts) != 7:
        return Bad(n, f"expected 7 fields, got {len(parts)}")
    batch, herb, rack, loaded, *nums = map(str.strip, parts)
    try:
        fresh, dry, hours = map(float, nums)
    except ValueError:
        return Bad(n, f"non-numeric weight/hours in {batch}")
    if fresh <= 0:
        return Bad(n, f"{batch}: fresh weight must be positive")
    if dry > fresh:
        return Bad(n, f"{batch}: dry weight {dry:g} exceeds fresh {fresh:g}")
    return Batch(batch, herb, rack, loaded, fresh, dry, hours)


def load(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    numbered = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
                      enumerate(lines, start=1))
    parsed = list(map(parse, numbered))
    return ([p for p in parsed if isinstance(p, Batch)],
            [p for p in parsed if isinstance(p, Bad)])


yield_of = lambda b: b.dry / b.fresh
rate_of = lambda b: (b.fresh - b.dry) / b.hours  # grams of water lost per hour


def herb_stats(item):
    herb, batches = item
    batches = list(batches)
    fresh, dry = reduce(lambda acc, b: (acc[0] + b.fresh, acc[1] + b.dry), batches, (0.0, 0.0))
    y = dry / fresh
    target = TARGET_YIELD.get(herb)
    flag = "" if target is None else ("  LOW" if y < target * 0.9 else ("  HIGH" if y > target * 1.1 else ""))
    return herb, len(batches), fresh, dry, y, flag


def main(path):
    batches, bad = load(path)
    print(f"Herb-drying shed: {len(batches)} batches, {len(bad)} skipped")
    print()
    print(f"{'herb':<10}{'n':>3}{'fresh g':>9}{'dry g':>8}{'yield':>8}")
    by_herb = groupby(sorted(batches, key=attrgetter("herb")), key=attrgetter("herb"))
    stats = list(map(herb_stats, by_herb))
    for herb, n, fresh, dry, y, flag in stats:
        print(f"{herb:<10}{n:>3}{fresh:>9.0f}{dry:>8.0f}{y:>8.1%}{flag}")

    print()
    print("Racks (avg water loss g/h):")
    by_rack = groupby(sorted(batches, key=attrgetter("rack")), key=attrgetter("rack"))
    racks = [(rack, [rate_of(b) for b in bs]) for rack, bs in by_rack]
    rack_rates = sorted(((r, sum(xs) / len(xs), len(xs)) for r, xs in racks),
                        key=lambda t: -t[1])
    for rack, rate, n in rack_rates:
        print(f"  {rack}  {rate:6.2f}  ({n} batches)")

    slowest = max(batches, key=lambda b: b.hours / b.fresh)
    print()
    print(f"Slowest per gram: {slowest.batch} ({slowest.herb}, {slowest.hours:g} h for {slowest.fresh:g} g)")
    print("Skipped:")
    for b in bad:
        print(f"  line {b.line}: {b.reason}")

    total_fresh = sum(map(attrgetter("fresh"), batches))
    total_dry = sum(map(attrgetter("dry"), batches))
    summary = {
        "batches": len(batches),
        "skipped": len(bad),
        "herbs": len(stats),
        "fresh_kg": round(total_fresh / 1000, 2),
        "dry_kg": round(total_dry / 1000, 3),
        "yield": round(total_dry / total_fresh, 4),
        "fastest_rack": rack_rates[0][0],
        "flagged": [h for h, *_, f in stats if f],
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/herb_drying.txt")
