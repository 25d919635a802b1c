#!/usr/bin/env python3
"""Driving range ball dispenser: daily takings and jams report."""
import json
import sys

PRICES = {"small": 4.50, "medium": 7.00, "large": 10.00}
SIZES = {"small": 35, "medium": 60, "large": 100}
BAYS = range(1, 13)

path = sys.argv[1] if len(sys.argv) > 1 else "root/range_log.txt"

with open(path, encoding="utf-8") as f:
    lines = f.read().splitlines()

sales = []
problems = []
for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = line.split(";")
    if len(fields) != 5:
        problems.append(f"line {n}: expected 5 fields, got {len(fields)}")
        continue
    stamp, bay, card, bucket, balls = fields
    try:
        bay = int(bay)
        balls = int(balls)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if bay not in BAYS:
        problems.append(f"line {n}: no bay {bay}")
        continue
    if bucket not in PRICES:
        problems.append(f"line {n}: unknown bucket '{bucket}'")
        continue
    if balls < 0:
        problems.append(f"line {n}: negative ball count {balls}")
        continue
    sales.append({
        "hour": int(stamp.split()[1].split(":")[0]),
        "bay": bay,
        "card": card or "cash",
        "bucket": bucket,
        "balls": balls,
    })

takings = 0.0
per_bucket = {}
per_hour = {}
shortfalls = []
cards = set()
for s in sales:
    price = PRICES[s["bucket"]]
    takings += price
    per_bucket[s["bucket"]] = per_bucket.get(s["bucket"], 0) + 1
    per_hour[s["hour"]] = per_hour.get(s["hour"], 0) + s["balls"]
    if s["card"] != "cash":
        cards.add(s["card"])
    short = SIZES[s["bucket"]] - s["balls"]
    if short > 0:
        shortfalls.append((s["bay"], s["bucket"], short))

print("DRIVING RANGE - DISPENSER REPORT")
print(f"valid dispenses: {len(sales)}   takings: £{takings:,.2f}")
print()
print("Buckets sold:")
for bucket in sorted(per_bucket, key=lambda b: (-per_bucket[b], b)):
    count = per_bucket[bucket]
    print(f"  {bucket:<7} x{count:<3} £{count * PRICES[bucket]:>6.2f}")
print()
print("Balls per hour:")
busiest = max(per_hour, key=per_hour.get) if per_hour else None
for hour in sorted(per_hour):
    bar = "#" * (per_hour[hour] // 10)
    mark = " <- busiest" if hour == busiest else ""
    print(f"  {hour:02d}:00 {per_hour[hour]:>4} {bar}{mark}")
print()
if shortfalls:
    print("Short buckets (possible jams):")
    for bay, bucket, short in shortfalls:
        print(f"  bay {bay:>2}: {bucket} short by {short}")
else:
    print("No short buckets.")
print()
print(f"Problems ({len(problems)}):")
for p in problems:
    print(f"  {p}")

summary = {
    "dispenses": len(sales),
    "takings": round(takings, 2),
    "balls": sum(s["balls"] for s in sales),
    "card_holders": len(cards),
    "cash_sales": sum(1 for s in sales if s["card"] == "cash"),
    "busiest_hour": busiest,
    "problems": len(problems),
}
print(json.dumps(summary))
