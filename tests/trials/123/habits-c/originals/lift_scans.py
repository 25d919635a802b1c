#!/usr/bin/env python3
# chairlift gate scans -> rides per lift, per hour, busiest passes
import json
import sys

PATH = "root/lift_scans.log"
PRICES = {"day": 48.0, "half": 31.0, "season": 0.0}
DISCOUNT = {"adult": 1.0, "child": 0.6, "senior": 0.8}

lifts = {}
hours = {}
passes = {}
fares = {}
errors = []

with open(PATH) as f:
    text = f.read()

for n, raw in enumerate(text.splitlines(), start=1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    try:
        clock, lift, pass_id, kind, ticket = line.split()
        hh, mm = clock.split(":")
        hour, minute = int(hh), int(mm)
        if not (0 <= hour < 24 and 0 <= minute < 60):
            raise ValueError(f"time out of range: {clock}")
        if kind not in DISCOUNT:
            raise KeyError(kind)
        price = PRICES[ticket] * DISCOUNT[kind]
    except ValueError as e:
        errors.append(f"line {n}: {e}")
        continue
    except KeyError as e:
        errors.append(f"line {n}: unknown category {e}")
        continue

    lifts[lift] = lifts.get(lift, 0) + 1
    hours[hour] = hours.get(hour, 0) + 1
    passes.setdefault(pass_id, []).append((clock, lift))
    # a pass pays once, on its first scan
    fares.setdefault(pass_id, price)

total = sum(lifts.values())
print("CHAIRLIFT SCANS")
print("-" * 30)
for lift, count in sorted(lifts.items(), key=lambda kv: (-kv[1], kv[0])):
    share = count / total * 100
    bar = "#" * count
    print(f"{lift:<15} {count:3d} {share:5.1f}% {bar}")

print()
print("By hour:")
for hour in sorted(hours):
    print(f"  {hour:02d}:00-{hour:02d}:59  {hours[hour]}")

print()
print("Most rides:")
top = sorted(passes.items(), key=lambda kv: len(kv[1]), reverse=True)[:3]
for pass_id, rides in top:
    route = " > ".join(lift.split("-")[0] for _, lift in rides)
    print(f"  {pass_id}: {len(rides)} rides ({route})")

if errors:
    print()
    print(f"{len(errors)} bad line(s):", file=sys.stdout)
    for e in errors:
        print("  " + e)

revenue = sum(fares.values())
summary = {
    "scans": total,
    "passes": len(passes),
    "bad_lines": len(errors),
    "revenue": round(revenue, 2),
    "busiest_lift": max(lifts, key=lifts.get),
    "peak_hour": max(hours, key=hours.get),
}
print(json.dumps(summary))
