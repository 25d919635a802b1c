#!/usr/bin/env python3
# fudge kitchen: summarise the week's batch log
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/fudge.log"
OUTCOMES = ("ok", "grainy", "burnt")
SOFT_BALL = (112, 116)   # target peak temperature, deg C

flavours = {}
days = {}
problems = []
temps = []

with open(path) as f:
    for n, line in enumerate(f, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 5:
            problems.append(f"line {n}: expected 5 fields, got {len(parts)}")
            continue
        day, flavour, kg, temp, outcome = parts
        try:
            kg = float(kg)
            temp = int(temp)
        except ValueError as e:
            problems.append(f"line {n}: {e}")
            continue
        if kg <= 0:
            problems.append(f"line {n}: batch weight must be positive ({kg})")
            continue
        if outcome not in OUTCOMES:
            problems.append(f"line {n}: unknown outcome {outcome!r}")
            continue

        fl = flavours.setdefault(flavour, {"batches": 0, "kg": 0.0, "good_kg": 0.0, "fails": 0})
        fl["batches"] += 1
        fl["kg"] += kg
        if outcome == "ok":
            fl["good_kg"] += kg
        else:
            fl["fails"] += 1
        days[day] = days.get(day, 0) + kg
        temps.append((temp, outcome))

print("Fudge kitchen weekly report")
print("=" * 27)
for name, fl in sorted(flavours.items(), key=lambda kv: (-kv[1]["good_kg"], kv[0])):
    rate = fl["fails"] / fl["batches"] * 100
    print(f"{name.title():<16}{fl['batches']:>3} batches {fl['kg']:>6.2f} kg "
          f"good {fl['good_kg']:>6.2f} kg  fail {rate:5.1f}%")

print()
print("Kilos cooked per day:")
busiest = max(days, key=days.get)
for day in sorted(days):
    bar = "#" * round(days[day] * 2)
    mark = " <- busiest" if day == busiest else ""
    print(f"  {day} {days[day]:5.2f} {bar}{mark}")

in_range = [t for t, _ in temps if SOFT_BALL[0] <= t <= SOFT_BALL[1]]
hot_fails = sum(1 for t, o in temps if t > SOFT_BALL[1] and o != "ok")
print()
print(f"Peak temp in soft-ball range: {len(in_range)}/{len(temps)} batches")
if temps:
    avg = sum(t for t, _ in temps) / len(temps)
    print(f"Average peak temp: {avg:.1f} C, failures above range: {hot_fails}")

if problems:
    print()
    print(f"Skipped {len(problems)} line(s):")
    for p in problems:
        print(f"  {p}")

total_kg = sum(fl["kg"] for fl in flavours.values())
good_kg = sum(fl["good_kg"] for fl in flavours.values())
summary = {
    "batches": len(temps),
    "total_kg": round(total_kg, 2),
    "good_kg": round(good_kg, 2),
    "yield_pct": round(good_kg / total_kg * 100, 1) if total_kg else 0,
    "busiest_day": busiest,
    "skipped": len(problems),
}
print(json.dumps(summary))
