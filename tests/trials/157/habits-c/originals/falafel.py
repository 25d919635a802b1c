#!/usr/bin/env python3
# Weekly takings report for the falafel truck.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/falafel_orders.txt"
PAYMENTS = ("card", "cash", "voucher")

by_pitch = {}
by_item = {}
by_payment = {p: 0.0 for p in PAYMENTS}
by_day = {}
problems = []
orders = 0

with open(path) as fh:
    lines = fh.read().splitlines()

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        problems.append(f"line {n}: {len(fields)} fields, wanted 6")
        continue
    date, pitch, item, qty, price, paid = fields
    try:
        qty = int(qty)
        price = float(price)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if qty <= 0:
        problems.append(f"line {n}: quantity {qty} is not positive")
        continue
    if paid not in PAYMENTS:
        problems.append(f"line {n}: unknown payment {paid!r}")
        continue

    total = qty * price
    orders += 1
    p = by_pitch.setdefault(pitch, {"orders": 0, "items": 0, "takings": 0.0})
    p["orders"] += 1
    p["items"] += qty
    p["takings"] += total
    by_item[item] = by_item.get(item, 0) + qty
    by_payment[paid] += total
    by_day[date] = by_day.get(date, 0.0) + total

grand = sum(p["takings"] for p in by_pitch.values())

print("=== Falafel truck weekly report ===")
print()
print("By pitch:")
for pitch, p in sorted(by_pitch.items(), key=lambda kv: -kv[1]["takings"]):
    share = 100 * p["takings"] / grand if grand else 0
    print(f"  {pitch:<15} {p['orders']:>3} orders {p['items']:>4} items"
          f"  £{p['takings']:>7.2f} ({share:.1f}%)")

print()
print("Best sellers:")
ranked = sorted(by_item.items(), key=lambda kv: (-kv[1], kv[0]))
for rank, (item, qty) in enumerate(ranked[:3], 1):
    print(f"  {rank}. {item} x{qty}")

print()
print("Payments:")
for method in PAYMENTS:
    amount = by_payment[method]
    if amount:
        print(f"  {method:<8} £{amount:.2f}")

best_day = max(by_day, key=by_day.get) if by_day else None
if best_day:
    print()
    print(f"Best day: {best_day} (£{by_day[best_day]:.2f})")

if problems:
    print()
    print(f"Skipped {len(problems)} bad lines:")
    for msg in problems:
        print(f"  {msg}")

summary = {
    "orders": orders,
    "takings": round(grand, 2),
    "pitches": len(by_pitch),
    "top_item": ranked[0][0] if ranked else None,
    "best_day": best_day,
    "skipped": len(problems),
}
print()
print(json.dumps(summary))
