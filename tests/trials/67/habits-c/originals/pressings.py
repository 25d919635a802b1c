#!/usr/bin/env python3
# Cider pressing log -> yield per variety and orchard, plus a JSON summary line.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/pressings.txt"

with open(path, encoding="utf-8") as fh:
    lines = fh.read().splitlines()

presses = []
problems = []
for lineno, raw in enumerate(lines[1:], start=2):
    raw = raw.strip()
    if not raw:
        continue
    fields = raw.split(";")
    if len(fields) != 6:
        problems.append(f"line {lineno}: {len(fields)} fields, wanted 6")
        continue
    date, orchard, variety, kg, litres, brix = fields
    try:
        kg = float(kg)
        litres = float(litres)
        brix = float(brix)
    except ValueError as err:
        problems.append(f"line {lineno}: {err}")
        continue
    if kg <= 0:
        problems.append(f"line {lineno}: no apples pressed")
        continue
    presses.append({"date": date, "orchard": orchard, "variety": variety,
                    "kg": kg, "litres": litres, "brix": brix})

varieties = {}
orchards = {}
for p in presses:
    v = varieties.setdefault(p["variety"], {"kg": 0.0, "litres": 0.0, "brix_sum": 0.0, "n": 0})
    v["kg"] += p["kg"]
    v["litres"] += p["litres"]
    v["brix_sum"] += p["brix"] * p["litres"]
    v["n"] += 1
    orchards[p["orchard"]] = orchards.get(p["orchard"], 0) + p["litres"]

total_kg = sum(p["kg"] for p in presses)
total_l = sum(p["litres"] for p in presses)

print("CIDER PRESSING REPORT")
print(f"{len(presses)} pressings, {total_kg:.0f} kg apples -> {total_l:.0f} L juice")
print()
print(f"{'variety':<16}{'runs':>5}{'kg':>8}{'litres':>8}{'L/kg':>7}{'brix':>6}")
for name in sorted(varieties, key=lambda k: varieties[k]["litres"], reverse=True):
    v = varieties[name]
    ratio = v["litres"] / v["kg"]
    brix = v["brix_sum"] / v["litres"]
    print(f"{name:<16}{v['n']:>5}{v['kg']:>8.0f}{v['litres']:>8.0f}{ratio:>7.3f}{brix:>6.1f}")
print()

print("Juice by orchard:")
for orchard, litres in sorted(orchards.items()):
    share = 100 * litres / total_l
    bar = "#" * round(share / 5)
    print(f"  {orchard:<16} {litres:>6.0f} L {share:5.1f}% {bar}")

best = max(presses, key=lambda p: p["litres"] / p["kg"])
best_ratio = best["litres"] / best["kg"]
print()
print(f"Best yield: {best['date']} {best['variety']} at {best['orchard']} ({best_ratio:.3f} L/kg)")

if problems:
    print()
    print(f"Skipped {len(problems)} line(s):")
    for msg in problems:
        print(f"  {msg}")

summary = {
    "pressings": len(presses),
    "apples_kg": round(total_kg, 1),
    "juice_l": round(total_l, 1),
    "yield_l_per_kg": round(total_l / total_kg, 3),
    "top_variety": max(varieties, key=lambda k: varieties[k]["litres"]),
    "skipped": len(problems),
}
print(json.dumps(summary))
