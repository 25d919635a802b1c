#!/usr/bin/env python3
# Swan upping census: per-day and per-reach totals, with bad lines reported.
import json

PATH = "root/swan_census.txt"

days = {}
reaches = []
bad = []
total_adults = total_cygnets = total_injured = 0

with open(PATH) as f:
    lines = f.read().splitlines()

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split("|")]
    if len(fields) < 5:
        bad.append((n, "too few fields"))
        continue
    date, reach, adults, cygnets, injured = fields[:5]
    note = fields[5] if len(fields) > 5 else ""
    try:
        adults, cygnets, injured = int(adults), int(cygnets), int(injured)
    except ValueError as e:
        bad.append((n, f"bad number ({e})"))
        continue
    if min(adults, cygnets, injured) < 0:
        bad.append((n, "negative count"))
        continue

    total_adults += adults
    total_cygnets += cygnets
    total_injured += injured

    day = days.setdefault(date, {"reaches": 0, "adults": 0, "cygnets": 0, "injured": 0})
    day["reaches"] += 1
    day["adults"] += adults
    day["cygnets"] += cygnets
    day["injured"] += injured

    ratio = cygnets / adults if adults else 0.0
    reaches.append({"reach": reach, "adults": adults, "cygnets": cygnets,
                    "injured": injured, "ratio": ratio, "note": note})

print("Swan Upping census")
print("-" * 40)
print(f"{'date':<12}{'reaches':>8}{'adults':>8}{'cygnets':>9}{'injured':>9}")
for date in sorted(days):
    d = days[date]
    print(f"{date:<12}{d['reaches']:>8}{d['adults']:>8}{d['cygnets']:>9}{d['injured']:>9}")

print()
print("Best breeding reaches (cygnets per adult):")
for i, r in enumerate(sorted(reaches, key=lambda r: -r["ratio"])[:3], 1):
    print(f"  {i}. {r['reach']:<20} {r['ratio']:.2f}")

injured_reaches = [r for r in reaches if r["injured"]]
if injured_reaches:
    print()
    print("Injuries:")
    for r in injured_reaches:
        why = f" - {r['note']}" if r["note"] else ""
        print(f"  {r['reach']}: {r['injured']}{why}")

if bad:
    print()
    print(f"Bad lines ({len(bad)}):")
    for n, why in bad:
        print(f"  line {n}: {why}")

busiest = max(days, key=lambda d: days[d]["adults"] + days[d]["cygnets"]) if days else None
summary = {
    "reaches": len(reaches),
    "adults": total_adults,
    "cygnets": total_cygnets,
    "injured": total_injured,
    "cygnets_per_adult": round(total_cygnets / total_adults, 2) if total_adults else 0,
    "busiest_day": busiest,
    "bad_lines": len(bad),
}
print()
print(json.dumps(summary))
