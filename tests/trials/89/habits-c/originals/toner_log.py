#!/usr/bin/env python3
# Toner usage per printer and floor, from a pipe-separated log.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "toner_log.txt"
COST_PER_CARTRIDGE = 89.0   # euros, one cartridge = 100 %
LOW_YIELD = 130             # pages per 1 % below this is flagged

printers = {}
floors = {}
problems = []
days = set()

with open(path) as fh:
    for n, raw in enumerate(fh, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        try:
            date, floor, printer, pages, used = fields
            floor = int(floor)
            pages = int(pages)
            used = float(used)
            if not 0 <= used <= 100:
                raise ValueError(f"toner {used}% out of range")
        except ValueError as e:
            problems.append(f"line {n}: {e}")
            continue

        days.add(date)
        p = printers.setdefault(printer, {"floor": floor, "pages": 0, "used": 0.0, "jobs": 0})
        p["pages"] += pages
        p["used"] += used
        p["jobs"] += 1
        floors[floor] = floors.get(floor, 0) + pages

print(f"Toner report for {len(days)} days ({min(days)} to {max(days)})")
print()
print(f"{'printer':<15}{'floor':>6}{'pages':>7}{'used%':>8}{'pages/%':>9}  cost")
total_cost = 0.0
flagged = []
for name, p in sorted(printers.items(), key=lambda kv: kv[1]["pages"], reverse=True):
    per_pct = p["pages"] / p["used"] if p["used"] else 0
    cost = p["used"] / 100 * COST_PER_CARTRIDGE
    total_cost += cost
    mark = ""
    if p["used"] and per_pct < LOW_YIELD:
        mark = " *low yield*"
        flagged.append(name)
    print(f"{name:<15}{p['floor']:>6}{p['pages']:>7}{p['used']:>8.1f}{per_pct:>9.1f}  €{cost:.2f}{mark}")

print()
print("Pages per floor:")
busiest = max(floors, key=floors.get)
for floor in sorted(floors):
    share = floors[floor] / sum(floors.values())
    bar = "#" * round(share * 20)
    print(f"  floor {floor}: {floors[floor]:>5} {bar} {share:.0%}")

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for msg in problems:
        print("  " + msg)

print()
print(json.dumps({
    "printers": len(printers),
    "pages": sum(floors.values()),
    "cost_eur": round(total_cost, 2),
    "busiest_floor": busiest,
    "low_yield": flagged,
    "skipped": len(problems),
}))
