#!/usr/bin/env python3
# Minibar restock report: what housekeeping must carry per floor and what to bill.
import json
import os
import sys

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "root", "minibar.log")
try:
    with open(path) as fh:
        lines = fh.read().splitlines()
except OSError as e:
    print(f"cannot read {path}: {e}", file=sys.stderr)
    sys.exit(1)

SERVICE_FEE = 0.10  # 10% on every minibar bill
BIG_BILL = 20.0

per_item = {}
per_floor = {}
room_bills = {}
problems = []

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 5:
        problems.append(f"line {n}: need 5 fields, found {len(fields)}")
        continue
    room, floor, item, taken, price = fields
    try:
        taken = int(taken)
        price = float(price)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if taken == 0:
        # nothing taken, nothing to restock: not an error, just ignore
        continue
    per_item[item] = per_item.get(item, 0) + taken
    floor_items = per_floor.setdefault(floor, {})
    floor_items[item] = floor_items.get(item, 0) + taken
    room_bills[room] = room_bills.get(room, 0.0) + taken * price

print("MINIBAR RESTOCK")
print("-" * 15)
for floor in sorted(per_floor):
    stock = per_floor[floor]
    carry = ", ".join(f"{qty} {item}" for item, qty in sorted(stock.items()))
    print(f"Floor {floor}: {carry} ({sum(stock.values())} items)")

print()
print("Restock totals:")
ranked = sorted(per_item.items(), key=lambda kv: (-kv[1], kv[0]))
width = max(len(item) for item in per_item)
for rank, (item, qty) in enumerate(ranked, 1):
    bar = "#" * qty
    print(f"  {rank}. {item.ljust(width)} {qty:>3} {bar}")
low = [item for item, qty in ranked if qty < 2]
if low:
    print(f"  slow movers: {', '.join(low)}")

print()
print(f"{'room':<6}{'net':>8}{'fee':>7}{'total':>9}")
grand = 0.0
flagged = []
for room, net in sorted(room_bills.items(), key=lambda kv: kv[1], reverse=True):
    fee = net * SERVICE_FEE
    total = net + fee
    grand += total
    mark = " *" if total >= BIG_BILL else ""
    if mark:
        flagged.append(room)
    print(f"{room:<6}{net:>8.2f}{fee:>7.2f}{total:>9.2f}{mark}")
print(f"{'':<6}{'':>8}{'':>7}{grand:>9.2f}")

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

busiest = max(per_item, key=per_item.get)
summary = {
    "rooms": len(room_bills),
    "items_taken": sum(per_item.values()),
    "busiest_item": busiest,
    "billed": round(grand, 2),
    "flagged_rooms": flagged,
    "skipped": len(problems),
}
print(json.dumps(summary))
sys.exit(0)
