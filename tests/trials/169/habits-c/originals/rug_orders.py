#!/usr/bin/env python3
# Rug-tufting studio: price up the order book and summarise by status and customer.
import json
import sys

PILE_RATE = {"cut": 180.0, "loop": 150.0, "mixed": 210.0}   # GBP per square metre
COLOUR_FEE = 6.5                                             # per colour beyond the first
STATUSES = ("queued", "in progress", "delivered", "cancelled")

path = sys.argv[1] if len(sys.argv) > 1 else "root/rug_orders.txt"
with open(path, encoding="utf-8") as fh:
    lines = fh.read().splitlines()

orders = []
problems = []
for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split(";")]
    if len(fields) != 8:
        problems.append(f"line {n}: {len(fields)} fields, need 8")
        continue
    order_id, customer, w, h, pile, colours, status, deposit = fields
    try:
        width, height = int(w), int(h)
        n_colours = int(colours)
        deposit = float(deposit)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if pile not in PILE_RATE:
        problems.append(f"line {n}: unknown pile '{pile}'")
        continue
    if status not in STATUSES:
        problems.append(f"line {n}: unknown status '{status}'")
        continue
    area = width * height / 10_000
    price = round(area * PILE_RATE[pile] + max(n_colours - 1, 0) * COLOUR_FEE, 2)
    orders.append({
        "id": order_id, "customer": customer, "area": area, "pile": pile,
        "status": status, "price": price, "deposit": deposit,
    })

print("RUG ORDER BOOK")
print("-" * 58)
print(f"{'order':<7}{'customer':<14}{'m2':>6}  {'pile':<6}{'price':>9}{'due':>9}  status")
for o in orders:
    due = o["price"] - o["deposit"] if o["status"] != "cancelled" else 0.0
    print(f"{o['id']:<7}{o['customer']:<14}{o['area']:>6.2f}  {o['pile']:<6}"
          f"{o['price']:>9.2f}{due:>9.2f}  {o['status']}")
print("-" * 58)

by_status = {}
for o in orders:
    s = by_status.setdefault(o["status"], {"count": 0, "value": 0.0})
    s["count"] += 1
    s["value"] += o["price"]
for status in STATUSES:
    if status in by_status:
        s = by_status[status]
        print(f"{status:<12} {s['count']:>2} orders  £{s['value']:>8,.2f}")

spend = {}
for o in orders:
    if o["status"] == "cancelled":
        continue
    spend[o["customer"]] = spend.get(o["customer"], 0) + o["price"]
top = sorted(spend.items(), key=lambda kv: (-kv[1], kv[0]))
print()
print("Top customers:")
for rank, (name, total) in enumerate(top[:3], 1):
    print(f"  {rank}. {name} £{total:,.2f}")

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

live = [o for o in orders if o["status"] != "cancelled"]
summary = {
    "orders": len(orders),
    "skipped": len(problems),
    "total_m2": round(sum(o["area"] for o in live), 2),
    "outstanding": round(sum(o["price"] - o["deposit"] for o in live), 2),
    "by_status": {k: v["count"] for k, v in by_status.items()},
}
print()
print(json.dumps(summary))
