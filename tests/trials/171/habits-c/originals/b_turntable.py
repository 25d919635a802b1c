#!/usr/bin/env python3
# Turntable movements at the engine shed: who turned what, and how far.
import json
import sys

PATH = "root/turntable.log"
MIN_PER_DEGREE = 0.02  # about 3.6 minutes for a full turn

movements = []
problems = []

with open(PATH) as f:
    lines = f.read().splitlines()

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split("|")]
    if len(fields) != 6:
        problems.append(f"line {n}: wanted 6 fields, found {len(fields)}")
        continue
    time, loco, src, dst, deg, who = fields
    try:
        hh, mm = time.split(":")
        hh, mm = int(hh), int(mm)
        if not (0 <= hh < 24 and 0 <= mm < 60):
            raise ValueError(f"no such time {time}")
        src, dst = int(src), int(dst)
        deg = float(deg)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if src == dst and deg == 0:
        problems.append(f"line {n}: loco {loco} did not move")
        continue
    movements.append({
        "minute": hh * 60 + mm,
        "time": time,
        "loco": loco,
        "from": src,
        "to": dst,
        "degrees": deg,
        "operator": who.title(),
    })

movements.sort(key=lambda m: m["minute"])

per_loco = {}
per_operator = {}
road_use = {}
for m in movements:
    loco = per_loco.setdefault(m["loco"], {"turns": 0, "degrees": 0.0, "roads": []})
    loco["turns"] += 1
    loco["degrees"] += m["degrees"]
    loco["roads"].append(m["to"])
    per_operator[m["operator"]] = per_operator.get(m["operator"], 0) + 1
    for road in (m["from"], m["to"]):
        road_use[road] = road_use.get(road, 0) + 1

print("TURNTABLE DAY SHEET")
print("=" * 40)
for loco, info in sorted(per_loco.items(), key=lambda kv: -kv[1]["degrees"]):
    roads = " > ".join(str(r) for r in info["roads"])
    print(f"{loco:>6}: {info['turns']} turn(s), {info['degrees']:7.1f} deg, roads {roads}")

print()
print("Operators:")
total = len(movements)
for who, count in sorted(per_operator.items()):
    share = count / total * 100 if total else 0
    print(f"  {who:<8} {count:>2}  ({share:4.1f}%)")

busiest = max(road_use, key=road_use.get) if road_use else None
if busiest is not None:
    print(f"\nBusiest road: {busiest} ({road_use[busiest]} uses)")

gaps = [b["minute"] - a["minute"] for a, b in zip(movements, movements[1:])]
if gaps:
    print(f"Longest idle gap: {max(gaps)} min, average {sum(gaps) / len(gaps):.1f} min")

table_minutes = sum(m["degrees"] for m in movements) * MIN_PER_DEGREE
print(f"Table in motion: {table_minutes:.1f} min")

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  - {p}")

summary = {
    "movements": total,
    "locos": len(per_loco),
    "degrees": round(sum(m["degrees"] for m in movements), 1),
    "busiest_road": busiest,
    "skipped": len(problems),
}
print(json.dumps(summary, sort_keys=False))
sys.exit(0 if total else 1)
