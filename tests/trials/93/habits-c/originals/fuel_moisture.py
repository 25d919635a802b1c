#!/usr/bin/env python3
# Fuel moisture report for the fire-danger briefing.
# Reads pipe-separated samples, works out moisture content per sample,
# and summarises per site with a danger class.
import json
import sys
from collections import defaultdict, Counter

path = sys.argv[1] if len(sys.argv) > 1 else "root/fuel_moisture.txt"

DANGER = [(8, "EXTREME"), (12, "HIGH"), (20, "MODERATE")]


def danger_class(pct):
    for limit, label in DANGER:
        if pct < limit:
            return label
    return "LOW"


samples = []
problems = []

with open(path) as f:
    for n, raw in enumerate(f, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 5:
            problems.append(f"line {n}: expected 5 fields, got {len(parts)}")
            continue
        site, date, fuel, wet, dry = parts
        try:
            wet, dry = float(wet), float(dry)
        except ValueError:
            problems.append(f"line {n}: bad weight in {line!r}")
            continue
        if dry <= 0 or wet < dry:
            problems.append(f"line {n}: impossible weights wet={wet} dry={dry}")
            continue
        moisture = (wet - dry) / dry * 100
        samples.append({"site": site, "date": date, "fuel": fuel, "moisture": moisture})

by_site = defaultdict(list)
for s in samples:
    by_site[s["site"]].append(s)

print("FUEL MOISTURE BRIEFING")
print("=" * 46)
print(f"{'Site':<14}{'n':>3}{'mean%':>8}{'min%':>8}  danger")
print("-" * 46)

classes = Counter()
site_rows = []
for site, rows in by_site.items():
    values = [r["moisture"] for r in rows]
    mean = sum(values) / len(values)
    low = min(values)
    label = danger_class(low)
    classes[label] += 1
    site_rows.append((site, len(values), mean, low, label))

for site, count, mean, low, label in sorted(site_rows, key=lambda r: r[3]):
    flag = " *" if label in ("EXTREME", "HIGH") else ""
    print(f"{site:<14}{count:>3}{mean:>8.1f}{low:>8.1f}  {label}{flag}")

print("-" * 46)

by_fuel = defaultdict(list)
for s in samples:
    by_fuel[s["fuel"]].append(s["moisture"])
print("By fuel type:")
for fuel in sorted(by_fuel):
    vals = by_fuel[fuel]
    print(f"  {fuel:<8} {len(vals)} samples, avg {sum(vals) / len(vals):.1f}%")

driest = min(samples, key=lambda s: s["moisture"])
print(f"Driest sample: {driest['site']} {driest['fuel']} on {driest['date']} "
      f"({driest['moisture']:.2f}%)")

if problems:
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print("  " + p)

summary = {
    "samples": len(samples),
    "sites": len(by_site),
    "skipped": len(problems),
    "driest_site": driest["site"],
    "mean_moisture": round(sum(s["moisture"] for s in samples) / len(samples), 2),
    "danger": dict(classes),
}
print(json.dumps(summary))
