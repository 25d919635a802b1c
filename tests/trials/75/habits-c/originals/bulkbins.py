#!/usr/bin/env python3
# Co-op bulk bins: track stock per bin from refill/sold/waste lines, report takings and low bins.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/bulkbins.txt"
LOW_KG = 2.0

bins = {}
problems = []
takings = 0.0
waste_value = 0.0
days = set()

with open(path) as f:
    lines = f.read().splitlines()

for n, raw in enumerate(lines, start=1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        problems.append(f"line {n}: wrong number of fields ({len(parts)})")
        continue
    date, bin_id, product, action, kg_s, price_s = parts
    try:
        kg = float(kg_s)
        price = float(price_s)
    except ValueError:
        problems.append(f"line {n}: bad number in {kg_s!r} / {price_s!r}")
        continue
    if action not in ("refill", "sold", "waste"):
        problems.append(f"line {n}: unknown action '{action}'")
        continue

    b = bins.setdefault(bin_id, {"product": product, "stock": 0.0, "sold": 0.0, "revenue": 0.0, "refills": 0})
    if action == "refill":
        b["stock"] += kg
        b["refills"] += 1
    else:
        if kg > b["stock"] + 1e-9:
            problems.append(f"line {n}: {bin_id} has only {b['stock']:.2f} kg, cannot take {kg:.2f}")
            continue
        b["stock"] -= kg
        if action == "sold":
            b["sold"] += kg
            b["revenue"] += kg * price
            takings += kg * price
            days.add(date)
        else:
            waste_value += kg * price

print("BULK BIN REPORT")
print(f"{'bin':<4} {'product':<16} {'sold kg':>8} {'revenue':>9} {'left kg':>8}")
for bin_id in sorted(bins):
    b = bins[bin_id]
    flag = "  LOW" if b["stock"] < LOW_KG else ""
    print(f"{bin_id:<4} {b['product']:<16} {b['sold']:>8.2f} {b['revenue']:>9.2f} {b['stock']:>8.2f}{flag}")

print()
print(f"Takings: {takings:.2f} over {len(days)} trading days, waste {waste_value:.2f}")
best = max(bins, key=lambda k: bins[k]["revenue"])
print(f"Best bin: {best} ({bins[best]['product']}), {bins[best]['revenue'] / takings:.0%} of takings")
low = [k for k in sorted(bins) if bins[k]["stock"] < LOW_KG]

if problems:
    print(f"\n{len(problems)} problem line(s):")
    for p in problems:
        print(" -", p)

summary = {
    "bins": len(bins),
    "takings": round(takings, 2),
    "waste": round(waste_value, 2),
    "best_bin": best,
    "low_bins": low,
    "problems": len(problems),
}
print(json.dumps(summary))
