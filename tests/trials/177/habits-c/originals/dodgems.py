#!/usr/bin/env python3
# Dodgem track takings: rides, riders and bumps per car and per hour.
import json
import sys
from collections import Counter, defaultdict
from datetime import datetime

PATH = "root/dodgems.log"
REQUIRED = ("car", "riders", "minutes", "fare")

rides = []
problems = []

with open(PATH) as fh:
    for lineno, raw in enumerate(fh, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        stamp, _, rest = line.partition(" ")
        try:
            when = datetime.strptime(stamp, "%H:%M")
        except ValueError:
            problems.append(f"line {lineno}: bad time {stamp!r}")
            continue
        fields = {}
        for token in rest.split():
            key, sep, value = token.partition("=")
            if sep:
                fields[key] = value
        missing = [k for k in REQUIRED if k not in fields]
        if missing:
            problems.append(f"line {lineno}: missing {', '.join(missing)}")
            continue
        try:
            ride = {
                "hour": when.hour,
                "car": int(fields["car"]),
                "riders": int(fields["riders"]),
                "minutes": int(fields["minutes"]),
                "fare": float(fields["fare"]),
                "bumps": int(fields["bumps"]) if "bumps" in fields else None,
            }
        except ValueError as exc:
            problems.append(f"line {lineno}: {exc}")
            continue
        rides.append(ride)

if not rides:
    print("no rides recorded", file=sys.stderr)
    sys.exit(1)

per_car = defaultdict(lambda: {"rides": 0, "riders": 0, "takings": 0.0, "bumps": []})
per_hour = Counter()
for r in rides:
    car = per_car[r["car"]]
    car["rides"] += 1
    car["riders"] += r["riders"]
    car["takings"] += r["fare"] * r["riders"]
    if r["bumps"] is not None:
        car["bumps"].append(r["bumps"])
    per_hour[r["hour"]] += r["riders"]

print("DODGEM TRACK - DAY SHEET")
print("=" * 40)
print(f"{'car':>4} {'rides':>6} {'riders':>7} {'takings':>9} {'bumps/min':>10}")
for num in sorted(per_car):
    c = per_car[num]
    minutes = sum(r["minutes"] for r in rides if r["car"] == num and r["bumps"] is not None)
    rate = f"{sum(c['bumps']) / minutes:.1f}" if minutes else "-"
    print(f"{num:>4} {c['rides']:>6} {c['riders']:>7} {c['takings']:>9.2f} {rate:>10}")
print("-" * 40)

total_takings = sum(c["takings"] for c in per_car.values())
total_riders = sum(c["riders"] for c in per_car.values())
print(f"Takings: £{total_takings:.2f} from {total_riders} riders on {len(rides)} rides")

busiest_hour, busiest_riders = per_hour.most_common(1)[0]
print(f"Busiest hour: {busiest_hour:02d}:00 ({busiest_riders} riders)")
for hour in sorted(per_hour):
    print(f"  {hour:02d}:00 {'#' * per_hour[hour]}")

best_car = max(per_car, key=lambda n: sum(per_car[n]["bumps"]))
print(f"Most bumps: car {best_car} ({sum(per_car[best_car]['bumps'])})")

if problems:
    print(f"\nSkipped {len(problems)} line(s):")
    for p in problems:
        print(f"  {p}")

summary = {
    "rides": len(rides),
    "riders": total_riders,
    "takings": round(total_takings, 2),
    "busiest_hour": busiest_hour,
    "skipped": len(problems),
}
print(json.dumps(summary))
