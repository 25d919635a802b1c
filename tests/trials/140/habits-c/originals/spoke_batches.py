#!/usr/bin/env python3
# Wheelwright workshop: summarise spoke-turning batches by wood and wheel.
import json

DATA_FILE = "root/spoke_batches.txt"
TARGET_REJECT_RATE = 0.08

with open(DATA_FILE, encoding="utf-8") as f:
    lines = f.read().splitlines()

by_wood = {}
by_wheel = {}
days = {}
problems = []
good_batches = 0

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split("|")]
    try:
        date, wood, turned, rejected, minutes, wheel = fields
        turned = int(turned)
        rejected = int(rejected)
        minutes = int(minutes)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if rejected > turned:
        problems.append(f"line {n}: {rejected} rejected out of {turned} turned")
        continue
    if minutes <= 0:
        problems.append(f"line {n}: bad minutes {minutes}")
        continue

    good_batches += 1
    w = by_wood.setdefault(wood, {"turned": 0, "rejected": 0, "minutes": 0})
    w["turned"] += turned
    w["rejected"] += rejected
    w["minutes"] += minutes
    by_wheel[wheel] = by_wheel.get(wheel, 0) + (turned - rejected)
    days[date] = days.get(date, 0) + turned

print("Spoke-turning report")
print("-" * 20)
print(f"{'wood':<10}{'turned':>8}{'rej':>6}{'rate':>8}{'min/spoke':>11}")
worst_wood = None
worst_rate = -1.0
for wood in sorted(by_wood):
    w = by_wood[wood]
    rate = w["rejected"] / w["turned"]
    per_spoke = w["minutes"] / w["turned"]
    flag = " !" if rate > TARGET_REJECT_RATE else ""
    print(f"{wood:<10}{w['turned']:>8}{w['rejected']:>6}{rate:>8.1%}{per_spoke:>11.2f}{flag}")
    if rate > worst_rate:
        worst_wood, worst_rate = wood, rate

print()
print("Good spokes per wheel size:")
for wheel, good in sorted(by_wheel.items(), key=lambda kv: (-kv[1], kv[0])):
    sets = good // 12
    print(f"  {wheel:<12}{good:>4} spokes = {sets} wheel(s) + {good % 12} spare")

busiest = max(days, key=days.get)
print()
print(f"Busiest day: {busiest} ({days[busiest]} turned)")

if problems:
    print()
    print(f"Skipped {len(problems)} line(s):")
    for p in problems:
        print(f"  {p}")

total_turned = sum(w["turned"] for w in by_wood.values())
total_rejected = sum(w["rejected"] for w in by_wood.values())
summary = {
    "batches": good_batches,
    "skipped": len(problems),
    "turned": total_turned,
    "reject_rate": round(total_rejected / total_turned, 4),
    "worst_wood": worst_wood,
    "busiest_day": busiest,
}
print(json.dumps(summary))
