"""Cold-store pallet intake report: which deliveries arrived cold enough."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Pallet = namedtuple("Pallet", "pallet_id supplier product temp_c weight_kg received")
Bad = namedtuple("Bad", "line reason")
Stats = namedtuple("Stats", "count weight accepted temps")

MAX_TEMP = -18.0

def parse(numbered):
    line, raw = numbered
    fields = list(map(str.strip, raw.split(",")))
    if len(fields) != 6:
        return Bad(line, f"expected 6 fields, got {len(fields)}")
    pid, supplier, product, temp, weight, received = fields
    try:
        temp_c, weight_kg = float(temp), float(weight)
    except ValueError:
        return Bad(line, f"unreadable number in {pid}")
    if weight_kg <= 0:
        return Bad(line, f"non-positive weight in {pid}")
    return Pallet(pid, supplier, product, temp_c, weight_kg, received)

is_bad = lambda r: isinstance(r, Bad)
accepted = lambda p: p.temp_c <= MAX_TEMP

def fold(stats, p):
    return Stats(stats.count + 1, stats.weight + p.weight_kg,
                 stats.accepted + (1 if accepted(p) else 0), stats.temps + (p.temp_c,))

def by_supplier(pallets):
    key = attrgetter("supplier")
    return {
        supplier: reduce(fold, group, Stats(0, 0.0, 0, ()))
        for supplier, group in groupby(sorted(pallets, key=key), key=key)
    }

def hour_of(p):
    return p.received.split(":")[0] + ":00"

def main(path):
    with open(path, encoding="utf-8") as fh:
        rows = list(enumerate(fh.read().splitlines(), start=1))
    body = filter(lambda r: r[1].strip() and not r[1].startswith("pallet_id"), rows)
    results = list(map(parse, body))
    bad = list(filter(is_bad, results))
    pallets = list(filter(lambda r: not is_bad(r), results))

    print("COLD-STORE INTAKE REPORT")
    print(f"Acceptance limit: {MAX_TEMP:.1f} C")
    print()
    print(f"{'Supplier':<14}{'Pallets':>8}{'Weight kg':>12}{'Accepted':>10}{'Mean C':>9}{'Warmest':>9}")
    summary = by_supplier(pallets)
    for supplier, s in sorted(summary.items(), key=lambda kv: -kv[1].weight):
        mean = sum(s.temps) / len(s.temps)
        print(f"{supplier:<14}{s.count:>8}{s.weight:>12.2f}{s.accepted:>10}{mean:>9.2f}{max(s.temps):>9.1f}")

    rejected = sorted(filter(lambda p: not accepted(p), pallets), key=attrgetter("temp_c"), reverse=True)
    print()
    print(f"Rejected pallets ({len(rejected)}):")
    for p in rejected:
        print(f"  {p.pallet_id} {p.product} from {p.supplier} at {p.temp_c:+.1f} C")

    print()
    print("Arrivals by hour:")
    for hour, group in groupby(sorted(pallets, key=hour_of), key=hour_of):
        items = list(group)
        print(f"  {hour}  {'#' * len(items)} {len(items)}")

    if bad:
        print()
        print(f"Skipped {len(bad)} bad line(s):")
        print("\n".join(map(lambda b: f"  line {b.line}: {b.reason}", bad)))

    total = reduce(lambda acc, p: acc + p.weight_kg, pallets, 0.0)
    print(json.dumps({
        "pallets": len(pallets),
        "accepted_kg": round(sum(p.weight_kg for p in pallets if accepted(p)), 2),
        "total_kg": round(total, 2),
        "rejected": [p.pallet_id for p in rejected],
        "skipped": len(bad),
    }))

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/pallets.csv")
