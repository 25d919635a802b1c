#!/usr/bin/env python3
# soap curing rack report -- quick script
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "root", "soap_racks.txt")
PH_LOW, PH_HIGH = 8.5, 10.5

racks = {}
batches = {}
flagged = []
errors = []
total_bars = 0
total_weight = 0

with open(PATH) as fh:
    lines = fh.read().splitlines()

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        errors.append(f"line {n}: wanted 6 fields, found {len(fields)}")
        continue
    date, rack, batch, bars, weight, ph = fields
    try:
        bars = int(bars)
        weight = int(weight)
        ph = float(ph)
    except ValueError:
        errors.append(f"line {n}: not a number in {fields[3:]}")
        continue
    if bars <= 0 or weight <= 0:
        errors.append(f"line {n}: bars and weight must be positive")
        continue

    avg = weight / bars
    info = racks.setdefault(rack, {"bars": 0, "weight": 0, "batches": 0})
    info["bars"] += bars
    info["weight"] += weight
    info["batches"] += 1
    batches[batch] = batches.get(batch, 0) + bars
    total_bars += bars
    total_weight += weight

    if not (PH_LOW <= ph <= PH_HIGH):
        flagged.append((date, rack, batch, ph))

print("SOAP CURING RACKS")
print("-" * 40)
for rack in sorted(racks):
    r = racks[rack]
    mean = r["weight"] / r["bars"]
    print(f"{rack}: {r['batches']} batches, {r['bars']} bars, "
          f"{r['weight'] / 1000:.2f} kg, {mean:.1f} g/bar")

print()
print("Bars by recipe:")
for name, count in sorted(batches.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"  {name:<15}{count:>4}")

if flagged:
    print()
    print("pH outside range:")
    for date, rack, batch, ph in flagged:
        side = "high" if ph > PH_HIGH else "low"
        print(f"  {date} {rack} {batch} pH {ph} ({side})")

if errors:
    print()
    print(f"{len(errors)} bad lines:")
    for e in errors:
        print(f"  {e}")

busiest = max(racks, key=lambda k: racks[k]["bars"]) if racks else None
summary = {
    "racks": len(racks),
    "bars": total_bars,
    "kg": round(total_weight / 1000, 2),
    "busiest_rack": busiest,
    "ph_flags": len(flagged),
    "bad_lines": len(errors),
}
print()
print(json.dumps(summary))
