#!/usr/bin/env python3
# Dive shop compressor: daily cylinder fill log -> report + JSON summary
import json
import sys

PRICES = {"air": 6.00, "EAN32": 9.50, "EAN36": 11.00}   # per fill
PER_1000_L = {"air": 0.40, "EAN32": 1.10, "EAN36": 1.35}  # gas cost
MAX_BAR = 232

path = sys.argv[1] if len(sys.argv) > 1 else "root/cylinder_fills.txt"
with open(path) as f:
    lines = f.read().splitlines()

fills = []
problems = []
for n, line in enumerate(lines[1:], start=2):
    if not line.strip():
        continue
    cols = line.split("|")
    try:
        time, cyl, size, gas, start, end, customer = cols
        size, start, end = int(size), int(start), int(end)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if gas not in PRICES:
        problems.append(f"line {n}: unknown gas {gas!r}")
        continue
    if end <= start:
        problems.append(f"line {n}: end pressure {end} not above start {start}")
        continue
    if end > MAX_BAR:
        problems.append(f"line {n}: overfill {end} bar > {MAX_BAR}")
        continue
    fills.append({"time": time, "cyl": cyl, "size": size, "gas": gas,
                  "litres": size * (end - start), "customer": customer})

by_gas = {}
by_customer = {}
for fill in fills:
    g = by_gas.setdefault(fill["gas"], {"fills": 0, "litres": 0})
    g["fills"] += 1
    g["litres"] += fill["litres"]
    c = by_customer.setdefault(fill["customer"], [])
    c.append(fill)

print("CYLINDER FILL LOG")
print("=" * 40)
print(f"{'gas':<7}{'fills':>6}{'litres':>9}{'takings':>10}")
takings = 0.0
gas_cost = 0.0
for gas, g in sorted(by_gas.items()):
    money = g["fills"] * PRICES[gas]
    takings += money
    gas_cost += g["litres"] / 1000 * PER_1000_L[gas]
    print(f"{gas:<7}{g['fills']:>6}{g['litres']:>9,}{money:>10.2f}")
print("-" * 40)
print(f"takings £{takings:.2f}, gas cost £{gas_cost:.2f}, margin {(takings - gas_cost) / takings:.1%}")

print("\nper customer:")
for name, cf in sorted(by_customer.items(), key=lambda kv: (-len(kv[1]), kv[0])):
    cyls = ", ".join(sorted({f["cyl"] for f in cf}))
    print(f"  {name:<10} {len(cf)} fill{'s' if len(cf) != 1 else ''}  [{cyls}]")

busiest = max(by_gas, key=lambda k: by_gas[k]["litres"])
if problems:
    print(f"\n{len(problems)} line(s) rejected:")
    for p in problems:
        print(f"  {p}")

summary = {
    "fills": len(fills),
    "rejected": len(problems),
    "litres": sum(f["litres"] for f in fills),
    "takings": round(takings, 2),
    "busiest_gas": busiest,
}
print(json.dumps(summary))
