#!/usr/bin/env python3
# Weekly report for the carriage tour stand.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/carriage_tours.txt"
MAX_MINUTES = 180
HORSE_DAILY_LIMIT = 150  # minutes a horse may work in one day

tours = []
problems = []
with open(path) as fh:
    for n, raw in enumerate(fh, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        if len(fields) != 7:
            problems.append(f"line {n}: {len(fields)} fields, expected 7")
            continue
        date, driver, horse, route, pax, fare, mins = fields
        try:
            pax = int(pax)
            fare = float(fare)
            mins = int(mins)
        except ValueError as e:
            problems.append(f"line {n}: {e}")
            continue
        if pax <= 0:
            problems.append(f"line {n}: no passengers")
            continue
        if mins > MAX_MINUTES:
            problems.append(f"line {n}: {mins} minutes is not a plausible tour")
            continue
        tours.append({"date": date, "driver": driver, "horse": horse,
                      "route": route, "pax": pax, "fare": fare, "mins": mins})

by_driver = {}
by_route = {}
horse_day = {}
for t in tours:
    takings = t["pax"] * t["fare"]
    d = by_driver.setdefault(t["driver"], {"tours": 0, "pax": 0, "takings": 0.0})
    d["tours"] += 1
    d["pax"] += t["pax"]
    d["takings"] += takings
    by_route[t["route"]] = by_route.get(t["route"], 0) + t["pax"]
    key = (t["horse"], t["date"])
    horse_day[key] = horse_day.get(key, 0) + t["mins"]

print("Carriage tours report")
print("---------------------")
print(f"{'driver':<8}{'tours':>6}{'pax':>6}{'takings':>10}")
for name in sorted(by_driver):
    d = by_driver[name]
    print(f"{name:<8}{d['tours']:>6}{d['pax']:>6}{d['takings']:>10.2f}")

print()
print("Passengers by route:")
for route, pax in sorted(by_route.items(), key=lambda kv: (-kv[1], kv[0])):
    bar = "#" * pax
    print(f"  {route:<12} {pax:>3} {bar}")

overworked = [f"{h} on {day} ({m} min)" for (h, day), m in sorted(horse_day.items())
              if m > HORSE_DAILY_LIMIT]
if overworked:
    print("Horses over the daily limit:")
    for o in overworked:
        print(f"  {o}")
else:
    print("No horse over the daily limit.")

if problems:
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

total = sum(d["takings"] for d in by_driver.values())
pax_total = sum(d["pax"] for d in by_driver.values())
try:
    per_head = total / pax_total
except ZeroDivisionError:
    per_head = 0.0
best = max(by_driver, key=lambda k: by_driver[k]["takings"]) if by_driver else None
summary = {
    "tours": len(tours),
    "passengers": pax_total,
    "takings": round(total, 2),
    "per_head": round(per_head, 2),
    "top_driver": best,
    "skipped": len(problems),
}
print(json.dumps(summary))
