#!/usr/bin/env python3
# Airfield fuel bowser log -> per-aircraft and per-fuel totals.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/refuels.txt"
FUELS = {"avgas", "jet-a1", "mogas"}

by_tail = {}
by_fuel = {}
problems = []
uplifts = 0
biggest = None

with open(path) as f:
    lines = f.read().splitlines()

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split("|")]
    if len(fields) != 5:
        problems.append(f"line {n}: {len(fields)} fields")
        continue
    time, tail, fuel, litres, price = fields
    if fuel not in FUELS:
        problems.append(f"line {n}: unknown fuel '{fuel}'")
        continue
    try:
        litres = float(litres)
        price = float(price)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if litres <= 0:
        problems.append(f"line {n}: non-positive litres {litres}")
        continue

    cost = litres * price
    uplifts += 1
    entry = by_tail.setdefault(tail, {"litres": 0.0, "cost": 0.0, "visits": 0, "fuels": set()})
    entry["litres"] += litres
    entry["cost"] += cost
    entry["visits"] += 1
    entry["fuels"].add(fuel)
    by_fuel[fuel] = by_fuel.get(fuel, 0.0) + litres
    if biggest is None or litres > biggest[1]:
        biggest = (tail, litres, time)

print("FUEL BOWSER LOG")
print("-" * 40)
print(f"{'tail':<8}{'visits':>7}{'litres':>10}{'cost':>10}  fuels")
for tail in sorted(by_tail, key=lambda t: -by_tail[t]["cost"]):
    e = by_tail[tail]
    fuels = "/".join(sorted(e["fuels"]))
    print(f"{tail:<8}{e['visits']:>7}{e['litres']:>10.1f}{e['cost']:>10.2f}  {fuels}")
print("-" * 40)

total_litres = sum(by_fuel.values())
for fuel, litres in sorted(by_fuel.items()):
    share = litres / total_litres * 100 if total_litres else 0
    print(f"{fuel:>7}: {litres:8.1f} L  ({share:.0f}%)")

if biggest:
    tail, litres, time = biggest
    print(f"largest uplift: {tail} took {litres:g} L at {time}")

if problems:
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print("  " + p)

total_cost = round(sum(e["cost"] for e in by_tail.values()), 2)
summary = {
    "uplifts": uplifts,
    "aircraft": len(by_tail),
    "litres": round(total_litres, 1),
    "cost": total_cost,
    "skipped": len(problems),
}
print(json.dumps(summary))
