#!/usr/bin/env python3
# yurt glamping site: stays ledger -> revenue report
import json
import sys
from collections import defaultdict

RATES = {"Birch": 95.0, "Rowan": 120.0, "Hazel": 80.0}   # per night
CAPACITY = {"Birch": 2, "Rowan": 4, "Hazel": 3}
EXTRAS = {"hot-tub": 25.0, "breakfast": 12.5, "firewood": 8.0}  # per night except firewood
FLAT_EXTRAS = {"firewood"}

path = sys.argv[1] if len(sys.argv) > 1 else "root/yurt_stays.txt"

with open(path, encoding="utf-8") as f:
    text = f.read()

stays = []
problems = []
for n, raw in enumerate(text.splitlines(), 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split("|")]
    if len(fields) != 6:
        problems.append(f"line {n}: {len(fields)} fields, want 6")
        continue
    guest, yurt, arrive, nights, adults, extras = fields
    try:
        nights = int(nights)
        adults = int(adults)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if yurt not in RATES:
        problems.append(f"line {n}: no yurt called {yurt}")
        continue
    if adults > CAPACITY[yurt]:
        problems.append(f"line {n}: {adults} adults in {yurt} (sleeps {CAPACITY[yurt]})")
        continue
    wanted = [e.strip() for e in extras.split(",") if e.strip()]
    unknown = [e for e in wanted if e not in EXTRAS]
    if unknown:
        problems.append(f"line {n}: unknown extra(s) {', '.join(unknown)}")
        continue
    stays.append({"guest": guest, "yurt": yurt, "arrive": arrive,
                  "nights": nights, "adults": adults, "extras": wanted})

per_yurt = defaultdict(lambda: {"stays": 0, "nights": 0, "room": 0.0, "extras": 0.0})
extra_counts = defaultdict(int)

print("Yurt stays")
print("-" * 52)
for s in sorted(stays, key=lambda s: (s["arrive"], s["guest"])):
    room = RATES[s["yurt"]] * s["nights"]
    extra = 0.0
    for e in s["extras"]:
        extra += EXTRAS[e] if e in FLAT_EXTRAS else EXTRAS[e] * s["nights"]
        extra_counts[e] += 1
    y = per_yurt[s["yurt"]]
    y["stays"] += 1
    y["nights"] += s["nights"]
    y["room"] += room
    y["extras"] += extra
    print(f"{s['arrive']}  {s['guest']:<10} {s['yurt']:<6} {s['nights']}n x{s['adults']}  "
          f"£{room + extra:>8,.2f}")

print()
print(f"{'yurt':<8}{'stays':>6}{'nights':>8}{'room':>10}{'extras':>9}{'total':>10}")
grand = 0.0
for name in sorted(per_yurt, key=lambda k: -(per_yurt[k]["room"] + per_yurt[k]["extras"])):
    y = per_yurt[name]
    total = y["room"] + y["extras"]
    grand += total
    print(f"{name:<8}{y['stays']:>6}{y['nights']:>8}{y['room']:>10.2f}{y['extras']:>9.2f}{total:>10.2f}")
print(f"{'':<8}{'':>6}{'':>8}{'':>10}{'':>9}{grand:>10.2f}")

if extra_counts:
    popular = max(extra_counts.items(), key=lambda kv: (kv[1], kv[0]))
    print(f"most booked extra: {popular[0]} ({popular[1]} stays)")

if problems:
    print(f"\n{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

print(json.dumps({
    "stays": len(stays),
    "nights": sum(y["nights"] for y in per_yurt.values()),
    "revenue": round(grand, 2),
    "top_yurt": max(per_yurt, key=lambda k: per_yurt[k]["room"] + per_yurt[k]["extras"]) if per_yurt else None,
    "skipped": len(problems),
}))
