#!/usr/bin/env python3
# Pier fishing permits: takings and catch report for the week.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/pier_permits.txt"
PRICES = {"day": 6.00, "night": 9.50, "junior": 2.00, "weekly": 28.00}

takings = {}
catch = {}
anglers = {}
per_day = {}
problems = []
good = 0

with open(path, encoding="utf-8") as fh:
    for lineno, line in enumerate(fh, start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 5:
            problems.append(f"line {lineno}: {len(parts)} fields")
            continue
        date, permit, angler, paid, fish = parts
        if permit not in PRICES:
            problems.append(f"line {lineno}: unknown permit '{permit}'")
            continue
        try:
            paid = float(paid)
        except ValueError:
            problems.append(f"line {lineno}: bad amount '{paid}'")
            continue
        counts = {}
        try:
            for item in filter(None, fish.split(";")):
                species, n = item.split(":")
                counts[species] = counts.get(species, 0) + int(n)
        except ValueError as e:
            problems.append(f"line {lineno}: bad catch '{fish}' ({e})")
            continue

        good += 1
        if abs(paid - PRICES[permit]) > 0.005:
            problems.append(f"line {lineno}: {angler} paid {paid:.2f} for {permit}, "
                            f"expected {PRICES[permit]:.2f}")
        takings[permit] = takings.get(permit, 0.0) + paid
        day = per_day.setdefault(date, {"permits": 0, "fish": 0})
        day["permits"] += 1
        day["fish"] += sum(counts.values())
        for species, n in counts.items():
            catch[species] = catch.get(species, 0) + n
        anglers[angler] = anglers.get(angler, 0) + sum(counts.values())

print("SOUTHCLIFF PIER - FISHING PERMITS")
print()
print(f"{'permit':<10}{'takings':>10}")
for permit, amount in sorted(takings.items(), key=lambda kv: -kv[1]):
    print(f"{permit:<10}{amount:>10.2f}")
total = sum(takings.values())
print(f"{'TOTAL':<10}{total:>10.2f}")
print()
print("By day:")
for date in sorted(per_day):
    d = per_day[date]
    bar = "*" * d["fish"]
    print(f"  {date}  {d['permits']} permits  {d['fish']:>3} fish  {bar}")
print()
print("Catch by species:")
for species, n in sorted(catch.items(), key=lambda kv: (-kv[1], kv[0])):
    share = 100 * n / sum(catch.values())
    print(f"  {species.title():<10}{n:>4}  {share:5.1f}%")
best = max(anglers.items(), key=lambda kv: kv[1])
print()
print(f"Best angler: {best[0]} with {best[1]} fish")
if problems:
    print()
    print(f"{len(problems)} problem(s):")
    for p in problems:
        print(f"  - {p}")
summary = {
    "permits": good,
    "takings": round(total, 2),
    "fish": sum(catch.values()),
    "species": len(catch),
    "problems": len(problems),
    "best_angler": best[0],
}
print(json.dumps(summary))
