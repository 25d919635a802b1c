#!/usr/bin/env python3
# Weekly borehole dip readings -> drawdown report per site.
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "root", "borehole_dips.txt")
ALERT_DRAWDOWN = 1.0  # metres of fall since first dip that triggers an alert

sites = {}
bad = []
pump_days = {"on": 0, "off": 0}

with open(PATH) as f:
    for n, raw in enumerate(f, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 4:
            bad.append((n, f"expected 4 fields, got {len(parts)}"))
            continue
        site, day, depth_s, pump = parts
        try:
            depth = float(depth_s)
        except ValueError:
            bad.append((n, f"depth {depth_s!r} is not a number"))
            continue
        if depth <= 0:
            bad.append((n, f"depth {depth} must be positive"))
            continue
        if pump not in pump_days:
            bad.append((n, f"pump state {pump!r} unknown"))
            continue
        pump_days[pump] += 1
        sites.setdefault(site, []).append((day, depth, pump))

print("Borehole dip report")
print("=" * 19)
alerts = []
total_readings = 0
for site in sorted(sites):
    readings = sorted(sites[site])
    total_readings += len(readings)
    first_day, first, _ = readings[0]
    last_day, last, _ = readings[-1]
    drawdown = last - first
    depths = [d for _, d, _ in readings]
    mean = sum(depths) / len(depths)
    pumped = sum(1 for r in readings if r[2] == "on")
    trend = "falling" if drawdown > 0 else "rising" if drawdown < 0 else "steady"
    print(f"{site:<9} {len(readings)} dips  {first_day}..{last_day}  "
          f"mean {mean:6.2f} m  range {min(depths):.2f}-{max(depths):.2f}  "
          f"drawdown {drawdown:+.2f} m ({trend}), pumped {pumped}/{len(readings)}")
    if drawdown >= ALERT_DRAWDOWN:
        alerts.append(site)

# week-by-week change for the sites that dropped most
print()
print("Largest single-week falls:")
falls = []
for site, readings in sites.items():
    readings = sorted(readings)
    for (d0, v0, _), (d1, v1, _) in zip(readings, readings[1:]):
        falls.append((round(v1 - v0, 2), site, d1))
falls.sort(key=lambda x: (-x[0], x[1]))
for drop, site, day in falls[:3]:
    print(f"  {site} to {day}: {drop:+.2f} m")

print()
if alerts:
    print(f"ALERT: {', '.join(alerts)} fell more than {ALERT_DRAWDOWN} m")
else:
    print("No alerts.")

if bad:
    print(f"\n{len(bad)} line(s) skipped:", file=sys.stdout)
    for n, why in bad:
        print(f"  line {n}: {why}")

share = pump_days["on"] / max(1, sum(pump_days.values()))
summary = {
    "sites": len(sites),
    "readings": total_readings,
    "alerts": alerts,
    "pump_on_share": round(share, 3),
    "skipped": len(bad),
}
print()
print(json.dumps(summary))
