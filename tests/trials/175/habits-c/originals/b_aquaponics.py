#!/usr/bin/env python3
# Aquaponics fish-tank readings: per-tank summary and alerts (plain script).
import json
import os
import sys

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "root", "aquaponics.log")

TANKS = {"T1": "tilapia", "T2": "trout", "T3": "catfish"}
LIMITS = {"temp_c": (18.0, 30.0), "ph": (6.5, 7.8), "ammonia_ppm": (0.0, 0.5)}

stats = {}
alerts = []
bad = []

with open(path) as fh:
    for lineno, line in enumerate(fh, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields = line.split()
        if len(fields) != 6:
            bad.append(f"line {lineno}: expected 6 fields, got {len(fields)}")
            continue
        date, time, tank, *raw = fields
        if tank not in TANKS:
            bad.append(f"line {lineno}: unknown tank {tank!r}")
            continue
        try:
            temp, ph, ammonia = (float(x) for x in raw)
        except ValueError as e:
            bad.append(f"line {lineno}: {e}")
            continue
        if ammonia < 0:
            bad.append(f"line {lineno}: negative ammonia {ammonia}")
            continue

        reading = {"temp_c": temp, "ph": ph, "ammonia_ppm": ammonia}
        s = stats.setdefault(tank, {"n": 0, "temp_sum": 0.0, "ph_min": 99.0,
                                    "ph_max": 0.0, "ammonia_max": 0.0})
        s["n"] += 1
        s["temp_sum"] += temp
        s["ph_min"] = min(s["ph_min"], ph)
        s["ph_max"] = max(s["ph_max"], ph)
        s["ammonia_max"] = max(s["ammonia_max"], ammonia)

        for key, (lo, hi) in LIMITS.items():
            value = reading[key]
            if not lo <= value <= hi:
                alerts.append((tank, f"{date} {time}", key, value))

print("AQUAPONICS TANK REPORT")
print("-" * 22)
for tank in sorted(stats):
    s = stats[tank]
    avg = s["temp_sum"] / s["n"]
    print(f"{tank} ({TANKS[tank]:<8}) readings={s['n']} avg_temp={avg:.2f}C "
          f"pH {s['ph_min']:.1f}-{s['ph_max']:.1f} max_NH3={s['ammonia_max']:.2f}")

print()
print(f"Alerts ({len(alerts)}):")
per_tank = {}
for tank, when, key, value in alerts:
    lo, hi = LIMITS[key]
    side = "low" if value < lo else "high"
    print(f"  ! {tank} {when} {key}={value} ({side}, allowed {lo}-{hi})")
    per_tank[tank] = per_tank.get(tank, 0) + 1

if bad:
    print()
    print(f"Skipped {len(bad)} bad line(s):")
    for msg in bad:
        print(f"  - {msg}")

worst = max(per_tank, key=per_tank.get) if per_tank else None
summary = {
    "tanks": len(stats),
    "readings": sum(s["n"] for s in stats.values()),
    "alerts": len(alerts),
    "skipped": len(bad),
    "worst_tank": worst,
}
print(json.dumps(summary))
sys.exit(0)
