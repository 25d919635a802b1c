#!/usr/bin/env python3
# Zipline park: ride log -> per-line stats, brake incidents, JSON summary.
import json
import sys

LINES = {"Eagle": 420, "Falcon": 610, "Kestrel": 250}  # length in metres
MAX_KG = {"Eagle": 110, "Falcon": 120, "Kestrel": 90}
MIN_KG = 40

path = sys.argv[1] if len(sys.argv) > 1 else "root/zipline.log"
with open(path) as fh:
    raw = fh.read().splitlines()

stats = {}
problems = []
late_brakes = []
rides = 0

for n, line in enumerate(raw, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    try:
        when, name, kg, secs, brake = [f.strip() for f in line.split("|")]
    except ValueError:
        problems.append(f"line {n}: cannot split {line[:20]!r}")
        continue
    if name not in LINES:
        problems.append(f"line {n}: unknown line {name}")
        continue
    try:
        kg = int(kg)
        secs = float(secs)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if not MIN_KG <= kg <= MAX_KG[name]:
        problems.append(f"line {n}: rider {kg} kg outside {MIN_KG}-{MAX_KG[name]} on {name}")
        continue

    s = stats.setdefault(name, {"rides": 0, "secs": 0.0, "fastest": None, "kg": []})
    s["rides"] += 1
    s["secs"] += secs
    s["kg"].append(kg)
    speed = LINES[name] / secs * 3.6
    if s["fastest"] is None or speed > s["fastest"][1]:
        s["fastest"] = (when, speed)
    if brake != "ok":
        late_brakes.append((when, name, brake))
    rides += 1

print("ZIPLINE DAY REPORT")
print(f"{'line':<10}{'rides':>6}{'avg s':>8}{'avg kg':>8}  fastest")
total_secs = 0.0
for name in sorted(stats, key=lambda k: stats[k]["rides"], reverse=True):
    s = stats[name]
    avg = s["secs"] / s["rides"]
    avg_kg = sum(s["kg"]) / len(s["kg"])
    when, speed = s["fastest"]
    total_secs += s["secs"]
    print(f"{name:<10}{s['rides']:>6}{avg:>8.1f}{avg_kg:>8.1f}  {speed:.1f} km/h at {when}")

idle = [name for name in LINES if name not in stats]
if idle:
    print(f"No rides: {', '.join(idle)}")

if late_brakes:
    print(f"Brake incidents ({len(late_brakes)}):")
    for when, name, brake in late_brakes:
        print(f"  {when} {name}: {brake}")

for p in problems:
    print(f"skipped {p}")

busiest = max(stats, key=lambda k: stats[k]["rides"]) if stats else None
summary = {
    "rides": rides,
    "busiest": busiest,
    "airtime_min": round(total_secs / 60, 2),
    "incidents": len(late_brakes),
    "skipped": len(problems),
}
print(json.dumps(summary))
