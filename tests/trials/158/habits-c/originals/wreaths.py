#!/usr/bin/env python3
# Wreath workshop bookings -> takings report
import json
import sys
from datetime import datetime

PATH = sys.argv[1] if len(sys.argv) > 1 else "root/wreaths.txt"
BASE = {"small": 30.0, "medium": 45.0, "large": 60.0}
EXTRA = {"ribbon": 2.5, "pinecones": 4.0, "dried-orange": 5.0, "lights": 10.0}

by_session = {}
by_size = {}
extras_count = {}
customers = {}
problems = []
underpaid = []
total_paid = 0.0
total_due = 0.0

with open(PATH) as f:
    lines = f.read().splitlines()

for n, line in enumerate(lines, start=1):
    if not line.strip() or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split("|")]
    if len(fields) != 6:
        problems.append(f"line {n}: wrong number of fields ({len(fields)})")
        continue
    date, session, name, size, extras, paid = fields
    try:
        day = datetime.strptime(date, "%Y-%m-%d")
        paid = float(paid)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if size not in BASE:
        problems.append(f"line {n}: unknown size '{size}'")
        continue
    extras = [e for e in extras.split("+") if e]
    due = BASE[size] + sum(EXTRA.get(e, 0) for e in extras)

    key = f"{day:%a %d %b} {session}"
    slot = by_session.setdefault(key, {"bookings": 0, "paid": 0.0})
    slot["bookings"] += 1
    slot["paid"] += paid
    by_size[size] = by_size.get(size, 0) + 1
    for e in extras:
        extras_count[e] = extras_count.get(e, 0) + 1
    customers[name] = customers.get(name, 0) + paid
    total_paid += paid
    total_due += due
    if paid < due:
        underpaid.append((name, due - paid))

print("Wreath workshop takings")
print("-" * 23)
for key in sorted(by_session):
    s = by_session[key]
    print(f"{key:<18} {s['bookings']} booked  £{s['paid']:>6.2f}")
print()
print("Sizes: " + ", ".join(f"{k}={v}" for k, v in sorted(by_size.items())))
top_extras = sorted(extras_count.items(), key=lambda kv: (-kv[1], kv[0]))
print("Extras: " + ", ".join(f"{k} x{v}" for k, v in top_extras))
if underpaid:
    print("Underpaid:")
    for name, short in underpaid:
        print(f"  {name} owes £{short:.2f}")
best = max(customers, key=customers.get)
print(f"Best customer: {best} (£{customers[best]:.2f})")
print(f"Average booking: £{total_paid / sum(by_size.values()):.2f}")
for p in problems:
    print(f"WARNING {p}")

summary = {
    "bookings": sum(by_size.values()),
    "skipped": len(problems),
    "paid": round(total_paid, 2),
    "due": round(total_due, 2),
    "balance": round(total_due - total_paid, 2),
    "sessions": len(by_session),
}
print(json.dumps(summary))
