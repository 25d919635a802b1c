#!/usr/bin/env python3
# Campsite pitch bookings: nightly takings by pitch type, busiest pitches.
import json

DATA_FILE = "root/campsite_bookings.txt"
PITCH_RATES = {"tent": 18.0, "caravan": 32.0, "motorhome": 38.0}
ADULT_FEE = 6.5
CHILD_FEE = 3.0
MAX_PEOPLE = 6

with open(DATA_FILE, encoding="utf-8") as fh:
    raw_lines = fh.read().splitlines()

bookings = []
problems = []
for lineno, line in enumerate(raw_lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split(";")]
    if len(fields) != 6:
        problems.append(f"line {lineno}: {len(fields)} fields, need 6")
        continue
    date, pitch, kind, nights, adults, children = fields
    try:
        nights = int(nights)
        adults = int(adults)
        children = int(children)
    except ValueError as err:
        problems.append(f"line {lineno}: {err}")
        continue
    if kind not in PITCH_RATES:
        problems.append(f"line {lineno}: unknown pitch type '{kind}'")
        continue
    if nights <= 0:
        problems.append(f"line {lineno}: nights must be positive")
        continue
    if adults + children > MAX_PEOPLE:
        print(f"warning: line {lineno} has {adults + children} people on {pitch}, over the limit of {MAX_PEOPLE}")
    per_night = PITCH_RATES[kind] + adults * ADULT_FEE + children * CHILD_FEE
    bookings.append({
        "date": date, "pitch": pitch, "kind": kind, "nights": nights,
        "people": adults + children, "cost": per_night * nights,
    })

by_kind = {}
nights_by_pitch = {}
for b in bookings:
    stats = by_kind.setdefault(b["kind"], {"bookings": 0, "nights": 0, "takings": 0.0})
    stats["bookings"] += 1
    stats["nights"] += b["nights"]
    stats["takings"] += b["cost"]
    nights_by_pitch[b["pitch"]] = nights_by_pitch.get(b["pitch"], 0) + b["nights"]

print("CAMPSITE BOOKINGS")
print("-" * 44)
for b in sorted(bookings, key=lambda b: (b["date"], b["pitch"])):
    print(f"{b['date']}  {b['pitch']}  {b['kind']:<10}{b['nights']:>2} nights  {b['people']} ppl  £{b['cost']:8.2f}")
print("-" * 44)
print(f"{'type':<10}{'bookings':>9}{'nights':>8}{'takings':>11}")
for kind, stats in sorted(by_kind.items(), key=lambda kv: kv[1]["takings"], reverse=True):
    print(f"{kind:<10}{stats['bookings']:>9}{stats['nights']:>8}{stats['takings']:>11.2f}")

total = sum(b["cost"] for b in bookings)
total_nights = sum(b["nights"] for b in bookings)
avg = total / total_nights if total_nights else 0.0
busiest = max(nights_by_pitch, key=nights_by_pitch.get) if nights_by_pitch else None
print(f"total takings: £{total:.2f} over {total_nights} pitch-nights (avg £{avg:.2f})")
print(f"busiest pitch: {busiest} ({nights_by_pitch.get(busiest, 0)} nights)")

if problems:
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

summary = {
    "bookings": len(bookings),
    "takings": round(total, 2),
    "nights": total_nights,
    "busiest": busiest,
    "skipped": len(problems),
}
print(json.dumps(summary))
