#!/usr/bin/env python3
# Crepe stall day report: reads the order log, prints takings and a JSON summary.
import json
import sys
from collections import Counter, defaultdict

MENU = {"sugar & lemon", "nutella banana", "salted caramel",
        "ham & cheese galette", "goat cheese galette"}
PAYMENTS = ("card", "cash", "voucher")

path = sys.argv[1] if len(sys.argv) > 1 else "root/crepe_orders.txt"
with open(path, encoding="utf-8") as fh:
    lines = fh.read().splitlines()

orders = []
problems = []
for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 5:
        problems.append(f"line {n}: {len(fields)} fields, need 5")
        continue
    time, item, qty, price, pay = fields
    try:
        qty = int(qty)
        price = float(price)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if qty <= 0:
        problems.append(f"line {n}: quantity {qty} is not positive")
        continue
    if item not in MENU:
        problems.append(f"line {n}: unknown item '{item}'")
        continue
    if pay not in PAYMENTS:
        problems.append(f"line {n}: unknown payment '{pay}'")
        continue
    hour = int(time.split(":")[0])
    orders.append({"hour": hour, "item": item, "qty": qty,
                   "total": qty * price, "pay": pay})

sold = Counter()
takings = defaultdict(float)
by_hour = defaultdict(float)
by_pay = defaultdict(float)
for o in orders:
    sold[o["item"]] += o["qty"]
    takings[o["item"]] += o["total"]
    by_hour[o["hour"]] += o["total"]
    by_pay[o["pay"]] += o["total"]

grand = sum(takings.values())
print(f"Crepe stall report - {len(orders)} orders, {sum(sold.values())} crepes")
print()
print(f"{'Item':<22}{'Qty':>5}{'Takings':>10}{'Share':>8}")
for item, qty in sold.most_common():
    share = takings[item] / grand * 100
    print(f"{item:<22}{qty:>5}{takings[item]:>10.2f}{share:>7.1f}%")
print("-" * 45)
print(f"{'Total':<22}{sum(sold.values()):>5}{grand:>10.2f}")
print()
print("By hour:")
for hour in sorted(by_hour):
    bar = "#" * round(by_hour[hour] / 5)
    print(f"  {hour:02d}:00  {by_hour[hour]:7.2f}  {bar}")
print("By payment:")
for pay in PAYMENTS:
    if pay in by_pay:
        print(f"  {pay:<8}{by_pay[pay]:8.2f}")
if problems:
    print(f"Skipped {len(problems)} lines:")
    for p in problems:
        print(f"  {p}")

best_hour = max(by_hour, key=by_hour.get)
summary = {
    "orders": len(orders),
    "crepes": sum(sold.values()),
    "takings": round(grand, 2),
    "top_item": sold.most_common(1)[0][0],
    "busiest_hour": f"{best_hour:02d}:00",
    "skipped": len(problems),
}
print(json.dumps(summary))
