#!/usr/bin/env python3
# Pizza delivery evening: delivery times per zone and driver, late orders, tips.
import json
import sys

PATH = sys.argv[1] if len(sys.argv) > 1 else "root/deliveries.txt"
LATE_AFTER = 35  # minutes


def minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


zones = {}
drivers = {}
late = []
bad = []
total_tips = 0.0
total_pizzas = 0

with open(PATH) as f:
    lines = f.read().splitlines()

header = lines[0].split(";")
for n, line in enumerate(lines[1:], start=2):
    if not line.strip():
        continue
    fields = line.split(";")
    if len(fields) != len(header):
        bad.append(f"line {n}: {len(fields)} fields")
        continue
    row = dict(zip(header, fields))
    try:
        took = minutes(row["delivered"]) - minutes(row["ordered"])
        pizzas = int(row["pizzas"])
        tip = float(row["tip"]) if row["tip"] else 0.0
    except ValueError as e:
        bad.append(f"line {n}: {e}")
        continue
    if took < 0:
        bad.append(f"line {n}: delivered before ordered")
        continue

    z = zones.setdefault(row["zone"], {"orders": 0, "minutes": 0, "worst": 0})
    z["orders"] += 1
    z["minutes"] += took
    z["worst"] = max(z["worst"], took)

    d = drivers.setdefault(row["driver"], {"orders": 0, "pizzas": 0, "tips": 0.0})
    d["orders"] += 1
    d["pizzas"] += pizzas
    d["tips"] += tip

    total_tips += tip
    total_pizzas += pizzas
    if took > LATE_AFTER:
        late.append((row["order_id"], row["zone"], took))

print("PIZZA DELIVERY REPORT")
print()
print("By zone:")
for name in sorted(zones):
    z = zones[name]
    avg = z["minutes"] / z["orders"]
    print(f"  {name:<6} orders={z['orders']:<3} avg={avg:5.1f} min  worst={z['worst']} min")

print()
print("By driver (most tips first):")
ranked = sorted(drivers.items(), key=lambda kv: (-kv[1]["tips"], kv[0]))
for name, d in ranked:
    per = d["tips"] / d["orders"]
    print(f"  {name:<6} {d['orders']} orders, {d['pizzas']} pizzas, tips {d['tips']:.2f} ({per:.2f}/order)")

print()
if late:
    print(f"Late (> {LATE_AFTER} min):")
    for oid, zone, took in sorted(late, key=lambda t: -t[2]):
        print(f"  #{oid} {zone} {took} min")
else:
    print("No late deliveries.")

if bad:
    print()
    print("Skipped:")
    for msg in bad:
        print(f"  {msg}")

orders = sum(z["orders"] for z in zones.values())
all_minutes = sum(z["minutes"] for z in zones.values())
summary = {
    "orders": orders,
    "pizzas": total_pizzas,
    "avg_minutes": round(all_minutes / orders, 1) if orders else None,
    "late": len(late),
    "skipped": len(bad),
    "tips": round(total_tips, 2),
}
print(json.dumps(summary))
