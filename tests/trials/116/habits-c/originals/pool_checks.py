#!/usr/bin/env python3
# Leisure-centre pool water checks: flag readings outside safe ranges.
import csv
import json

PATH = "root/pool_checks.csv"
LIMITS = {
    "free_cl": (1.0, 3.0),   # mg/l
    "ph": (7.2, 7.6),
}
SPA_LIMITS = {"free_cl": (2.0, 5.0), "ph": (7.0, 7.8)}
KNOWN_POOLS = {"main", "teaching", "spa"}

readings = []
problems = []

with open(PATH, newline="") as f:
    reader = csv.DictReader(f)
    for lineno, row in enumerate(reader, start=2):
        try:
            pool = row["pool"].strip()
            if pool not in KNOWN_POOLS:
                raise ValueError(f"unknown pool {pool!r}")
            if row["bathers"] is None:
                raise ValueError("missing column")
            reading = {
                "time": row["time"],
                "pool": pool,
                "free_cl": float(row["free_cl"]),
                "ph": float(row["ph"]),
                "temp_c": float(row["temp_c"]),
                "bathers": int(row["bathers"]),
            }
        except (ValueError, TypeError, KeyError) as e:
            problems.append(f"line {lineno}: {e}")
            continue
        readings.append(reading)

stats = {}
alerts = []
for r in readings:
    limits = SPA_LIMITS if r["pool"] == "spa" else LIMITS
    s = stats.setdefault(r["pool"], {"checks": 0, "cl_sum": 0.0, "ph_min": 99.0,
                                     "ph_max": 0.0, "bathers": 0, "alerts": 0})
    s["checks"] += 1
    s["cl_sum"] += r["free_cl"]
    s["ph_min"] = min(s["ph_min"], r["ph"])
    s["ph_max"] = max(s["ph_max"], r["ph"])
    s["bathers"] += r["bathers"]
    for key, (lo, hi) in limits.items():
        value = r[key]
        if not lo <= value <= hi:
            s["alerts"] += 1
            side = "low" if value < lo else "high"
            alerts.append(f"{r['time']} {r['pool']}: {key} {value} is {side} ({lo}-{hi})")

print("POOL WATER CHECKS")
print("-" * 40)
if problems:
    print(f"{len(problems)} unreadable line(s):")
    for p in problems:
        print(f"  {p}")
    print()

for pool in sorted(stats):
    s = stats[pool]
    avg_cl = s["cl_sum"] / s["checks"]
    print(f"{pool.title():<10} checks={s['checks']:<3} avg Cl={avg_cl:.2f}  "
          f"pH {s['ph_min']:.1f}-{s['ph_max']:.1f}  bathers={s['bathers']}")

print()
if alerts:
    print("Alerts:")
    for a in alerts:
        print(f"  ! {a}")
else:
    print("No alerts.")

busiest = max(readings, key=lambda r: r["bathers"])
total_bathers = sum(r["bathers"] for r in readings)
print()
print(f"Busiest check: {busiest['time']} in {busiest['pool']} ({busiest['bathers']} bathers)")

summary = {
    "checks": len(readings),
    "bad_lines": len(problems),
    "alerts": len(alerts),
    "pools": sorted(stats),
    "total_bathers": total_bathers,
    "worst_pool": max(stats, key=lambda p: stats[p]["alerts"]),
}
print(json.dumps(summary))
