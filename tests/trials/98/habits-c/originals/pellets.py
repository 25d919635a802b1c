#!/usr/bin/env python3
# Wood-pellet delivery log -> weekly driver report (plain script).
import json
import sys

PATH = "pellet_deliveries.txt"
FIELDS = ["date", "driver", "postcode", "bags", "kg_per_bag", "fee", "status"]
VALID_STATUS = {"delivered", "failed", "returned"}

rows = []
problems = []

try:
    with open(PATH, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
except FileNotFoundError:
    print(f"no data file: {PATH}")
    sys.exit(1)

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    parts = line.split("|")
    if parts[0] == "date":
        continue
    if len(parts) != len(FIELDS):
        problems.append(f"line {n}: {len(parts)} fields")
        continue
    rec = dict(zip(FIELDS, parts))
    try:
        rec["bags"] = int(rec["bags"])
        rec["kg_per_bag"] = int(rec["kg_per_bag"])
        rec["fee"] = float(rec["fee"])
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if rec["fee"] <= 0:
        problems.append(f"line {n}: fee {rec['fee']} not positive")
        continue
    if rec["status"] not in VALID_STATUS:
        problems.append(f"line {n}: unknown status {rec['status']!r}")
        continue
    rec["area"] = rec["postcode"].split()[0]
    rows.append(rec)

drivers = {}
areas = {}
by_day = {}
for r in rows:
    d = drivers.setdefault(r["driver"], {"drops": 0, "kg": 0, "fees": 0.0, "failed": 0})
    if r["status"] != "delivered":
        d["failed"] += 1
        continue
    kg = r["bags"] * r["kg_per_bag"]
    d["drops"] += 1
    d["kg"] += kg
    d["fees"] += r["fee"]
    areas[r["area"]] = areas.get(r["area"], 0) + kg
    by_day[r["date"]] = by_day.get(r["date"], 0) + kg

print("PELLET DELIVERIES - WEEK REPORT")
print("-" * 31)
print(f"{'driver':<8}{'drops':>6}{'kg':>8}{'fees':>10}{'£/t':>9}{'fail':>6}")
for name in sorted(drivers):
    d = drivers[name]
    per_tonne = d["fees"] / (d["kg"] / 1000) if d["kg"] else 0
    print(f"{name:<8}{d['drops']:>6}{d['kg']:>8,}{d['fees']:>10.2f}{per_tonne:>9.1f}{d['failed']:>6}")

print()
print("kg by area:")
for area, kg in sorted(areas.items(), key=lambda kv: kv[1], reverse=True):
    share = 100 * kg / sum(areas.values())
    print(f"  {area:<5} {kg:>6,} kg  {share:5.1f}%  {'#' * round(share / 5)}")

busiest = max(by_day, key=by_day.get) if by_day else None
print(f"busiest day: {busiest} ({by_day.get(busiest, 0):,} kg)")

if problems:
    print(f"{len(problems)} problem line(s):")
    for p in problems:
        print(f"  {p}")

total_kg = sum(d["kg"] for d in drivers.values())
total_fees = round(sum(d["fees"] for d in drivers.values()), 2)
summary = {
    "deliveries": sum(d["drops"] for d in drivers.values()),
    "not_delivered": sum(d["failed"] for d in drivers.values()),
    "tonnes": round(total_kg / 1000, 3),
    "fees": total_fees,
    "skipped": len(problems),
    "busiest_day": busiest,
}
print(json.dumps(summary))
