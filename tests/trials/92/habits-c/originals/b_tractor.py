#!/usr/bin/env python3
# Farm tractor log: engine hours and fuel per tractor and per job, with a JSON summary.
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "root", "tractor_log.txt")

FUEL_PRICE = 1.08  # per litre, red diesel
THIRSTY = 14.0     # litres per hour above which a tractor is flagged

tractors = {}
jobs = {}
problems = []
days = set()
good = 0

with open(path) as fh:
    for n, raw in enumerate(fh, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        if len(fields) != 6:
            problems.append(f"line {n}: {len(fields)} fields")
            continue
        date, tractor, job, start, end, litres = fields
        try:
            start, end = float(start), float(end)
            litres = float(litres)
        except ValueError as e:
            problems.append(f"line {n}: {e}")
            continue
        hours = end - start
        if hours <= 0:
            problems.append(f"line {n}: hour meter went from {start} to {end}")
            continue
        good += 1
        days.add(date)
        t = tractors.setdefault(tractor, {"hours": 0.0, "litres": 0.0, "jobs": 0})
        t["hours"] += hours
        t["litres"] += litres
        t["jobs"] += 1
        j = jobs.get(job, [0.0, 0.0])
        jobs[job] = [j[0] + hours, j[1] + litres]

print(f"Tractor log: {good} entries over {len(days)} days")
print("-" * 46)
print(f"{'tractor':<12}{'jobs':>5}{'hours':>8}{'litres':>9}{'l/h':>7}  ")
flagged = []
for name, t in sorted(tractors.items(), key=lambda kv: kv[1]["hours"], reverse=True):
    rate = t["litres"] / t["hours"]
    mark = " *" if rate > THIRSTY else ""
    if mark:
        flagged.append(name)
    print(f"{name:<12}{t['jobs']:>5}{t['hours']:>8.1f}{t['litres']:>9.1f}{rate:>7.2f}{mark}")
print("-" * 46)

print("By job:")
for job in sorted(jobs):
    hours, litres = jobs[job]
    share = 100 * hours / sum(h for h, _ in jobs.values())
    print(f"  {job:<10} {hours:5.1f} h  {litres:6.1f} l  {share:4.1f}%")

total_hours = sum(t["hours"] for t in tractors.values())
total_litres = sum(t["litres"] for t in tractors.values())
cost = total_litres * FUEL_PRICE
print(f"Fuel cost at £{FUEL_PRICE:.2f}/l: £{cost:,.2f}")
if flagged:
    print(f"Thirsty (> {THIRSTY:g} l/h): {', '.join(flagged)}")

if problems:
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

summary = {
    "entries": good,
    "tractors": len(tractors),
    "hours": round(total_hours, 1),
    "litres": round(total_litres, 1),
    "cost": round(cost, 2),
    "busiest": max(tractors, key=lambda k: tractors[k]["hours"]) if tractors else None,
    "skipped": len(problems),
}
print(json.dumps(summary))
