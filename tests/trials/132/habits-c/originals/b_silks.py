#!/usr/bin/env python3
# Aerial silks school: attendance and takings from the class register.
import json
import sys

LEVELS = {"beginner": 18.0, "intermediate": 22.5, "advanced": 27.0}
CONDITIONING_FEE = 12.0

path = sys.argv[1] if len(sys.argv) > 1 else "root/silks_classes.txt"

attendance = {}
takings_by_class = {}
takings_by_day = {}
short_paid = []
problems = []
total = 0.0

with open(path) as fh:
    lines = fh.read().splitlines()

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 5:
        problems.append(f"line {n}: expected 5 fields, got {len(parts)}")
        continue
    day, student, level, kind, fee_text = parts
    if level not in LEVELS:
        problems.append(f"line {n}: unknown level '{level}'")
        continue
    try:
        fee = float(fee_text)
    except ValueError:
        problems.append(f"line {n}: bad fee '{fee_text}'")
        continue

    due = CONDITIONING_FEE if kind == "conditioning" else LEVELS[level]
    if fee < due:
        short_paid.append((student, day, due - fee))

    attendance[student] = attendance.get(student, 0) + 1
    takings_by_class[kind] = takings_by_class.get(kind, 0.0) + fee
    takings_by_day[day] = takings_by_day.get(day, 0.0) + fee
    total += fee

print("Aerial silks register")
print("=" * 30)
print("Attendance:")
for student, count in sorted(attendance.items(), key=lambda kv: (-kv[1], kv[0])):
    bar = "*" * count
    print(f"  {student:<14} {count:>2} {bar}")

print("Takings by class:")
for kind in sorted(takings_by_class):
    print(f"  {kind:<14} £{takings_by_class[kind]:>7.2f}")

busiest = max(takings_by_day, key=takings_by_day.get)
print(f"Best day: {busiest} (£{takings_by_day[busiest]:.2f})")

if short_paid:
    print("Short paid:")
    for student, day, owed in short_paid:
        print(f"  {student} on {day} owes £{owed:.2f}")

if problems:
    print(f"Skipped {len(problems)} line(s):")
    for p in problems:
        print(f"  {p}")

summary = {
    "students": len(attendance),
    "classes": sum(attendance.values()),
    "takings": round(total, 2),
    "owed": round(sum(o for _, _, o in short_paid), 2),
    "skipped": len(problems),
}
print(json.dumps(summary))
