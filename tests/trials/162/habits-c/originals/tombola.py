#!/usr/bin/env python3
# tombola.py - totals for the village fete tombola stalls
import json
import sys

PATH = "root/tombola.txt"
FLOAT_FEE = 0.10  # fraction of takings kept by the fete committee

stalls = {}
hours = {}
problems = []

try:
    with open(PATH) as f:
        lines = f.read().splitlines()
except FileNotFoundError:
    print(f"no data file at {PATH}")
    sys.exit(1)

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        problems.append(f"line {n}: wrong number of fields ({len(parts)})")
        continue
    stall, hour, sold, price, won, value = parts
    try:
        hour = int(hour)
        sold = int(sold)
        price = float(price)
        won = int(won)
        value = float(value)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if sold < 0:
        problems.append(f"line {n}: negative ticket count {sold}")
        continue
    if won > sold:
        problems.append(f"line {n}: {won} prizes but only {sold} tickets")
        continue
    s = stalls.setdefault(stall, {"sold": 0, "takings": 0.0, "won": 0, "prize_value": 0.0})
    s["sold"] += sold
    s["takings"] += sold * price
    s["won"] += won
    s["prize_value"] += value
    hours[hour] = hours.get(hour, 0) + sold * price

print("VILLAGE FETE TOMBOLA")
print("-" * 60)
print(f"{'Stall':<20}{'Tickets':>8}{'Takings':>10}{'Prizes':>8}{'Win %':>8}{'Net':>8}")
total_takings = 0.0
total_net = 0.0
best = None
for name in sorted(stalls, key=lambda k: stalls[k]["takings"], reverse=True):
    s = stalls[name]
    win_pct = 100 * s["won"] / s["sold"] if s["sold"] else 0
    net = s["takings"] - s["prize_value"]
    total_takings += s["takings"]
    total_net += net
    if best is None or net > stalls[best]["takings"] - stalls[best]["prize_value"]:
        best = name
    print(f"{name:<20}{s['sold']:>8}{s['takings']:>10.2f}{s['won']:>8}{win_pct:>7.1f}%{net:>8.2f}")
print("-" * 60)

print("\nTakings by hour:")
peak = max(hours, key=hours.get)
for h in sorted(hours):
    bar = "#" * round(hours[h] / 5)
    mark = " <- peak" if h == peak else ""
    print(f"  {h:02d}:00  £{hours[h]:6.2f}  {bar}{mark}")

committee = total_takings * FLOAT_FEE
print(f"\nTotal takings £{total_takings:.2f}; committee share £{committee:.2f}")
print(f"Best stall by net: {best}")

if problems:
    print(f"\n{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

summary = {
    "stalls": len(stalls),
    "tickets": sum(s["sold"] for s in stalls.values()),
    "takings": round(total_takings, 2),
    "net": round(total_net, 2),
    "best": best,
    "skipped": len(problems),
}
print(json.dumps(summary))
