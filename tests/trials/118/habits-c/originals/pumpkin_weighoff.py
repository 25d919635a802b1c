#!/usr/bin/env python3
# Pumpkin-patch weigh-off: rank entries, class winners, patch totals.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/pumpkins.txt"
MIN_WEIGHT = 50.0  # kg, anything lighter is not eligible

entries = []
problems = []
with open(path, encoding="utf-8") as f:
    lines = f.read().splitlines()

header = lines[0].split("|")
for n, line in enumerate(lines[1:], start=2):
    if not line.strip():
        continue
    fields = line.split("|")
    if len(fields) != len(header):
        problems.append((n, f"wrong number of fields ({len(fields)})"))
        continue
    row = dict(zip(header, fields))
    try:
        weight = float(row["weight_kg"])
        girth = int(row["circumference_cm"])
    except ValueError as e:
        problems.append((n, f"bad number: {e}"))
        continue
    if weight <= 0:
        problems.append((n, f"impossible weight {weight}"))
        continue
    row["weight_kg"] = weight
    row["circumference_cm"] = girth
    # density-ish check: how heavy for its size (kg per metre of girth)
    row["ratio"] = weight / (girth / 100)
    entries.append(row)

entries.sort(key=lambda e: e["weight_kg"], reverse=True)

print(f"PUMPKIN WEIGH-OFF  ({len(entries)} valid entries)")
print("-" * 60)
print(f"{'#':>2}  {'Grower':<15}{'Variety':<16}{'kg':>8}{'cm':>6}{'kg/m':>8}")
for rank, e in enumerate(entries, 1):
    flag = " *" if e["weight_kg"] < MIN_WEIGHT else ""
    print(f"{rank:>2}. {e['grower']:<15}{e['variety']:<16}"
          f"{e['weight_kg']:>8.2f}{e['circumference_cm']:>6}{e['ratio']:>8.1f}{flag}")

# class winners: heaviest per variety
winners = {}
for e in entries:
    v = e["variety"]
    if v not in winners or e["weight_kg"] > winners[v]["weight_kg"]:
        winners[v] = e

print("\nClass winners:")
for variety in sorted(winners):
    w = winners[variety]
    print(f"  {variety:<16} {w['grower']} ({w['weight_kg']:.1f} kg)")

# patch totals
patches = {}
for e in entries:
    p = patches.setdefault(e["patch"], {"count": 0, "kg": 0.0})
    p["count"] += 1
    p["kg"] += e["weight_kg"]

print("\nBy patch:")
for name, p in sorted(patches.items(), key=lambda kv: -kv[1]["kg"]):
    share = 100 * p["kg"] / sum(x["kg"] for x in patches.values())
    print(f"  {name:<12} {p['count']} entries  {p['kg']:9.2f} kg  {share:5.1f}%")

if problems:
    print(f"\n{len(problems)} line(s) rejected:")
    for n, why in problems:
        print(f"  line {n}: {why}")

champion = entries[0] if entries else None
total = round(sum(e["weight_kg"] for e in entries), 2)
summary = {
    "entries": len(entries),
    "rejected": len(problems),
    "champion": champion["grower"] if champion else None,
    "champion_kg": champion["weight_kg"] if champion else None,
    "total_kg": total,
    "mean_kg": round(total / len(entries), 2) if entries else 0,
    "classes": sorted(winners),
}
print(json.dumps(summary))
