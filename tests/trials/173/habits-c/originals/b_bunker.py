#!/usr/bin/env python3
# Bunkering deliveries report: quantities, shortfalls and cost per vessel and grade.
import json
import sys

GRADES = {"HSFO", "VLSFO", "MGO"}
SHORTFALL_LIMIT = 0.5  # percent of the order we tolerate undelivered

path = sys.argv[1] if len(sys.argv) > 1 else "root/bunker_deliveries.txt"

vessels = {}
grades = {}
shortfalls = []
problems = []
total_cost = 0.0
total_tonnes = 0.0
good = 0

with open(path) as fh:
    for n, line in enumerate(fh, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        if len(fields) != 6:
            problems.append(f"line {n}: {len(fields)} fields, expected 6")
            continue
        date, vessel, grade, ordered, delivered, price = fields
        if grade not in GRADES:
            problems.append(f"line {n}: unknown grade {grade!r}")
            continue
        try:
            ordered = float(ordered)
            delivered = float(delivered)
            price = float(price)
        except ValueError as e:
            problems.append(f"line {n}: {e}")
            continue
        if ordered <= 0:
            problems.append(f"line {n}: nothing ordered")
            continue

        cost = delivered * price
        good += 1
        total_cost += cost
        total_tonnes += delivered

        v = vessels.setdefault(vessel, {"deliveries": 0, "tonnes": 0.0, "cost": 0.0})
        v["deliveries"] += 1
        v["tonnes"] += delivered
        v["cost"] += cost

        g = grades.setdefault(grade, {"tonnes": 0.0, "cost": 0.0})
        g["tonnes"] += delivered
        g["cost"] += cost

        short_pct = (ordered - delivered) / ordered * 100
        if short_pct > SHORTFALL_LIMIT:
            shortfalls.append((date, vessel, grade, ordered - delivered, short_pct))

print("BUNKERING DELIVERIES")
print("-" * 20)
print(f"{'vessel':<18}{'n':>3}{'tonnes':>10}{'cost USD':>14}")
for name in sorted(vessels):
    v = vessels[name]
    print(f"{name:<18}{v['deliveries']:>3}{v['tonnes']:>10.1f}{v['cost']:>14,.2f}")

print()
print("By grade (avg USD/t):")
for grade, g in sorted(grades.items(), key=lambda item: item[1]["tonnes"], reverse=True):
    avg = g["cost"] / g["tonnes"] if g["tonnes"] else 0
    print(f"  {grade:<6} {g['tonnes']:>9.1f} t  @ {avg:7.2f}")

if shortfalls:
    print()
    print("Short deliveries:")
    for date, vessel, grade, missing, pct in shortfalls:
        print(f"  {date} {vessel} {grade}: {missing:.1f} t short ({pct:.2f}%)")

if problems:
    print()
    print(f"Skipped {len(problems)} line(s):")
    for p in problems:
        print(f"  {p}")

summary = {
    "deliveries": good,
    "vessels": len(vessels),
    "tonnes": round(total_tonnes, 1),
    "cost_usd": round(total_cost, 2),
    "short": len(shortfalls),
    "skipped": len(problems),
}
print(json.dumps(summary))
