#!/usr/bin/env python3
# School canteen: weekly meal counts, waste and takings.
import json
import os
import sys

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "root", "canteen.txt")

try:
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
except OSError as e:
    print(f"cannot read {path}: {e}")
    sys.exit(1)

meals = {}        # meal -> {"served":, "wasted":, "takings":, "days":}
days = {}         # date -> portions served
skipped = []

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 5:
        skipped.append((n, f"expected 5 fields, got {len(parts)}"))
        continue
    date, meal, served, wasted, price = parts
    try:
        served = int(served)
        wasted = int(wasted)
        price = float(price)
    except ValueError as e:
        skipped.append((n, str(e)))
        continue
    if price <= 0:
        skipped.append((n, f"price must be positive ({price})"))
        continue
    if wasted > served:
        skipped.append((n, f"wasted {wasted} > served {served}"))
        continue

    m = meals.setdefault(meal, {"served": 0, "wasted": 0, "takings": 0.0, "days": set()})
    m["served"] += served
    m["wasted"] += wasted
    m["takings"] += served * price
    m["days"].add(date)
    days[date] = days.get(date, 0) + served

print("CANTEEN WEEK REPORT")
print("-" * 52)
print(f"{'meal':<15}{'served':>7}{'wasted':>8}{'waste%':>8}{'takings':>10}{'days':>5}")

total_served = total_wasted = 0
total_takings = 0.0
for meal, m in sorted(meals.items(), key=lambda kv: -kv[1]["served"]):
    pct = 100 * m["wasted"] / m["served"] if m["served"] else 0.0
    print(f"{meal:<15}{m['served']:>7}{m['wasted']:>8}{pct:>7.1f}%{m['takings']:>10.2f}{len(m['days']):>5}")
    total_served += m["served"]
    total_wasted += m["wasted"]
    total_takings += m["takings"]

print("-" * 52)
overall = 100 * total_wasted / total_served if total_served else 0.0
print(f"{'TOTAL':<15}{total_served:>7}{total_wasted:>8}{overall:>7.1f}%{total_takings:>10.2f}")

print()
print("Portions per day:")
busiest = None
for date in sorted(days):
    bar = "#" * (days[date] // 20)
    print(f"  {date}  {days[date]:>4}  {bar}")
    if busiest is None or days[date] > days[busiest]:
        busiest = date

worst = max(meals, key=lambda k: meals[k]["wasted"] / meals[k]["served"]) if meals else None

if skipped:
    print()
    print(f"Skipped {len(skipped)} line(s):")
    for n, why in skipped:
        print(f"  line {n}: {why}")

summary = {
    "meals": len(meals),
    "served": total_served,
    "wasted": total_wasted,
    "takings": round(total_takings, 2),
    "busiest_day": busiest,
    "worst_waste": worst,
    "skipped": len(skipped),
}
print(json.dumps(summary))
