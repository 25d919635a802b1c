#!/usr/bin/env python3
# Christmas tree farm: weekend sales report from a pipe-separated log.
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(here, "..", "root", "treesales.txt")
PAYMENTS = {"card", "cash", "voucher"}

try:
    with open(path) as fh:
        lines = fh.read().splitlines()
except OSError as e:
    print(f"cannot read {path}: {e}", file=sys.stderr)
    sys.exit(1)

by_species = {}
by_day = {}
by_payment = {}
heights = []
errors = []
total = 0.0

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = line.split("|")
    if len(fields) != 5:
        errors.append(f"line {n}: {len(fields)} fields, want 5")
        continue
    day, species, height, price, payment = [f.strip() for f in fields]
    try:
        height = int(height)
        price = float(price)
    except ValueError as e:
        errors.append(f"line {n}: {e}")
        continue
    if price <= 0:
        errors.append(f"line {n}: price {price} not positive")
        continue
    if payment not in PAYMENTS:
        errors.append(f"line {n}: unknown payment '{payment}'")
        continue

    total += price
    heights.append(height)
    s = by_species.setdefault(species, {"count": 0, "takings": 0.0})
    s["count"] += 1
    s["takings"] += price
    by_day[day] = by_day.get(day, 0.0) + price
    by_payment[payment] = by_payment.get(payment, 0) + 1

print("Tree sales")
print("-" * 34)
for species, s in sorted(by_species.items(), key=lambda kv: -kv[1]["takings"]):
    avg = s["takings"] / s["count"]
    print(f"{species:<15}{s['count']:>3}  £{s['takings']:>7.2f}  avg £{avg:.2f}")
print()
print("Takings by day:")
best_day = None
for day in sorted(by_day, key=lambda d: (d.split()[1], d)):
    print(f"  {day}  £{by_day[day]:.2f}")
    if best_day is None or by_day[day] > by_day[best_day]:
        best_day = day
print("Payments: " + ", ".join(f"{k}={v}" for k, v in sorted(by_payment.items())))
if heights:
    print(f"Average height: {sum(heights) / len(heights):.1f} ft")
if errors:
    print(f"{len(errors)} bad lines:")
    for err in errors:
        print("  " + err)

summary = {
    "sold": len(heights),
    "takings": round(total, 2),
    "best_day": best_day,
    "species": len(by_species),
    "bad_lines": len(errors),
}
print(json.dumps(summary))
