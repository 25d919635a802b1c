#!/usr/bin/env python3
# Vineyard spray log: litres per hectare per block and product, with limit checks.
import json
import sys
from collections import defaultdict

PATH = "root/sprays.txt"
LIMITS = {"copper": 250.0, "sulphur": 120.0}  # season litres per hectare

totals = defaultdict(lambda: defaultdict(float))   # block -> product -> litres
areas = {}
passes = defaultdict(int)
skipped = []

with open(PATH) as fh:
    lines = fh.read().splitlines()

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split(";")]
    if len(parts) != 5:
        skipped.append((n, f"expected 5 fields, got {len(parts)}"))
        continue
    day, block, product, litres, hectares = parts
    try:
        litres = float(litres)
        hectares = float(hectares)
    except ValueError as e:
        skipped.append((n, str(e)))
        continue
    if hectares <= 0:
        skipped.append((n, f"area must be positive, got {hectares}"))
        continue
    totals[block][product] += litres
    areas[block] = hectares
    passes[block] += 1

print("Vineyard spray season report")
print("-" * 28)
over = []
grand = 0.0
for block in sorted(totals):
    area = areas[block]
    print(f"{block} ({area:g} ha, {passes[block]} passes)")
    for product, litres in sorted(totals[block].items(), key=lambda kv: -kv[1]):
        per_ha = litres / area
        limit = LIMITS.get(product)
        flag = ""
        if limit is not None and per_ha > limit:
            flag = f"  OVER by {per_ha - limit:.1f}"
            over.append(f"{block}/{product}")
        print(f"  {product:<9}{litres:>8.2f} L {per_ha:>8.2f} L/ha{flag}")
        grand += litres

busiest = max(passes, key=passes.get)
print()
print(f"Total sprayed: {grand:,.2f} L over {sum(passes.values())} passes; busiest block: {busiest}")
if skipped:
    print(f"Skipped {len(skipped)} lines:")
    for n, why in skipped:
        print(f"  line {n}: {why}")

summary = {
    "blocks": len(totals),
    "passes": sum(passes.values()),
    "litres": round(grand, 2),
    "over_limit": over,
    "skipped": [n for n, _ in skipped],
}
print(json.dumps(summary))
sys.exit(0)
