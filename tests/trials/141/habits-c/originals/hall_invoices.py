#!/usr/bin/env python3
# Village hall hire invoices: totals per room and hirer, unpaid balances.
import json
import os
import sys

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "root", "hall_hires.txt")
VALID_PAID = {"yes", "no"}

with open(path, encoding="utf-8") as fh:
    lines = fh.read().splitlines()

hires = []
problems = []
for lineno, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        problems.append(f"line {lineno}: wrong field count ({len(fields)})")
        continue
    date, hirer, room, hours, rate, paid = fields
    try:
        hours = float(hours)
        rate = float(rate)
    except ValueError as e:
        problems.append(f"line {lineno}: {e}")
        continue
    if rate <= 0 or hours <= 0:
        problems.append(f"line {lineno}: non-positive hours or rate")
        continue
    if paid not in VALID_PAID:
        problems.append(f"line {lineno}: paid must be yes/no, not {paid!r}")
        continue
    hires.append({
        "date": date,
        "hirer": hirer,
        "room": room,
        "hours": hours,
        "amount": round(hours * rate, 2),
        "paid": paid == "yes",
    })

if not hires:
    print("no valid hires", file=sys.stderr)
    sys.exit(1)

rooms = {}
hirers = {}
for h in hires:
    r = rooms.setdefault(h["room"], {"bookings": 0, "hours": 0.0, "income": 0.0})
    r["bookings"] += 1
    r["hours"] += h["hours"]
    r["income"] += h["amount"]
    who = hirers.setdefault(h["hirer"], {"billed": 0.0, "owed": 0.0})
    who["billed"] += h["amount"]
    if not h["paid"]:
        who["owed"] += h["amount"]

print("VILLAGE HALL HIRE - March 2024")
print()
print(f"{'Room':<16}{'Bookings':>9}{'Hours':>8}{'Income':>10}")
for name in sorted(rooms, key=lambda k: -rooms[k]["income"]):
    r = rooms[name]
    print(f"{name:<16}{r['bookings']:>9}{r['hours']:>8.1f}{r['income']:>10.2f}")

print()
print("Hirers:")
for name, who in sorted(hirers.items()):
    note = f"  owes £{who['owed']:.2f}" if who["owed"] else ""
    print(f"  {name:<16} £{who['billed']:>7.2f}{note}")

total = sum(h["amount"] for h in hires)
owed = sum(w["owed"] for w in hirers.values())
busiest = max(rooms, key=lambda k: rooms[k]["hours"])
print()
print(f"Total billed £{total:.2f}, outstanding £{owed:.2f} ({owed / total:.1%})")
if problems:
    print(f"{len(problems)} line(s) rejected:")
    for p in problems:
        print(f"  - {p}")

summary = {
    "hires": len(hires),
    "total": round(total, 2),
    "outstanding": round(owed, 2),
    "busiest_room": busiest,
    "debtors": sorted(n for n, w in hirers.items() if w["owed"]),
    "rejected": len(problems),
}
print(json.dumps(summary))
