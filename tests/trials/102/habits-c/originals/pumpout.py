#!/usr/bin/env python3
# Canal pump-out station log -> weekly usage report per station and per boat.
import json
import sys

PATH = sys.argv[1] if len(sys.argv) > 1 else "root/pumpout.log"
FEES = {"card": 18.00, "cash": 18.00, "token": 0.00}  # tokens are prepaid
TANK_LIMIT = 400  # litres; anything above is a meter fault
SHORT_CYCLE = 120

stations = {}
boats = {}
problems = []
notes = []
days = set()

with open(PATH, encoding="utf-8") as f:
    lines = f.read().splitlines()

for lineno, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split("|")]
    if len(fields) < 5:
        problems.append(f"line {lineno}: not enough fields")
        continue
    stamp, boat, station, litres, paid = fields[:5]
    note = fields[5] if len(fields) > 5 else ""
    try:
        litres = int(litres)
    except ValueError:
        problems.append(f"line {lineno}: bad litres {litres!r}")
        continue
    if litres > TANK_LIMIT:
        problems.append(f"line {lineno}: {litres} L exceeds tank limit, meter fault?")
        continue
    if paid not in FEES:
        problems.append(f"line {lineno}: unknown payment {paid!r}")
        continue

    day = stamp.split()[0]
    days.add(day)
    st = stations.setdefault(station, {"visits": 0, "litres": 0, "takings": 0.0, "short": 0})
    st["visits"] += 1
    st["litres"] += litres
    st["takings"] += FEES[paid]
    if litres < SHORT_CYCLE:
        st["short"] += 1
    boats[boat] = boats.get(boat, 0) + litres
    if note:
        notes.append(f"{day} {boat} @ {station}: {note}")

print(f"PUMP-OUT REPORT  {min(days)} .. {max(days)}  ({len(days)} days)")
print("-" * 52)
print(f"{'station':<14}{'visits':>7}{'litres':>8}{'avg':>7}{'takings':>10}{'short':>6}")
for name in sorted(stations):
    st = stations[name]
    avg = st["litres"] / st["visits"]
    print(f"{name:<14}{st['visits']:>7}{st['litres']:>8}{avg:>7.1f}"
          f"{st['takings']:>10.2f}{st['short']:>6}")

total_litres = sum(st["litres"] for st in stations.values())
total_takings = sum(st["takings"] for st in stations.values())
visits = sum(st["visits"] for st in stations.values())
print("-" * 52)
print(f"{'TOTAL':<14}{visits:>7}{total_litres:>8}{total_litres / visits:>7.1f}{total_takings:>10.2f}")

print("\nBoats by volume:")
ranked = sorted(boats.items(), key=lambda kv: (-kv[1], kv[0]))
for i, (boat, litres) in enumerate(ranked, 1):
    share = litres / total_litres * 100
    print(f"  {i}. {boat:<14} {litres:>5} L  {share:5.1f}%")

if notes:
    print("\nNotes:")
    for n in notes:
        print(f"  - {n}")

if problems:
    print(f"\n{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  ! {p}")

busiest = max(stations, key=lambda s: stations[s]["visits"])
summary = {
    "visits": visits,
    "litres": total_litres,
    "takings": round(total_takings, 2),
    "busiest_station": busiest,
    "skipped": len(problems),
}
print(json.dumps(summary))
