#!/usr/bin/env python3
# Weekly bed-night report for the hostel ledger.
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "root", "hostel_ledger.txt")
ROOMS = {"dorm-6": 6, "dorm-10": 10, "private-2": 2, "family-4": 4}
DAYS = 7

try:
    with open(PATH) as f:
        text = f.read()
except OSError as e:
    print(f"cannot read ledger: {e}")
    sys.exit(1)

stays = []
errors = []
for n, line in enumerate(text.splitlines(), 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        errors.append((n, f"expected 6 fields, got {len(parts)}"))
        continue
    date, guest, room, nights, rate, paid = parts
    if room not in ROOMS:
        errors.append((n, f"unknown room {room!r}"))
        continue
    try:
        nights = int(nights)
        rate = float(rate)
    except ValueError as e:
        errors.append((n, f"bad number ({e})"))
        continue
    if nights < 1:
        errors.append((n, f"nights must be at least 1, got {nights}"))
        continue
    stays.append({"date": date, "guest": guest, "room": room,
                  "nights": nights, "rate": rate, "paid": paid.lower() == "yes"})

by_room = {}
for s in stays:
    r = by_room.setdefault(s["room"], {"stays": 0, "nights": 0, "revenue": 0.0})
    r["stays"] += 1
    r["nights"] += s["nights"]
    r["revenue"] += s["nights"] * s["rate"]

print("HOSTEL BED-NIGHT REPORT")
print("=" * 44)
print(f"{'room':<10}{'stays':>6}{'nights':>8}{'occ %':>8}{'revenue':>12}")
for room in sorted(by_room, key=lambda k: -by_room[k]["revenue"]):
    r = by_room[room]
    occ = 100 * r["nights"] / (ROOMS[room] * DAYS)
    print(f"{room:<10}{r['stays']:>6}{r['nights']:>8}{occ:>7.1f}%{r['revenue']:>12,.2f}")

total = sum(r["revenue"] for r in by_room.values())
owed = {}
for s in stays:
    if not s["paid"]:
        owed[s["guest"]] = owed.get(s["guest"], 0) + s["nights"] * s["rate"]

print("-" * 44)
print(f"Total revenue: {total:,.2f}")
if owed:
    print("Unpaid:")
    for guest, amount in sorted(owed.items()):
        print(f"  {guest:<14} {amount:>8.2f}")
if errors:
    print(f"Skipped {len(errors)} line(s):")
    for n, why in errors:
        print(f"  line {n}: {why}")

longest = max(stays, key=lambda s: s["nights"]) if stays else None
summary = {
    "stays": len(stays),
    "bed_nights": sum(s["nights"] for s in stays),
    "revenue": round(total, 2),
    "unpaid": round(sum(owed.values()), 2),
    "skipped": len(errors),
    "longest_stay": longest["guest"] if longest else None,
}
print(json.dumps(summary))
