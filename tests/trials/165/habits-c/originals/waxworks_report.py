#!/usr/bin/env python3
# Waxworks museum: weekly touch-up log report.
# Reads a pipe-separated log, skips bad rows, and summarises wax and time
# by gallery and technician, plus figures needing repeat visits.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/waxworks.txt"
WAX_COST_PER_KG = 18.50   # pounds
LONG_JOB_MINUTES = 60

galleries = {}
technicians = {}
figure_visits = {}
long_jobs = []
problems = []
total_minutes = 0
total_wax = 0.0
rows = 0

with open(path, encoding="utf-8") as fh:
    header = fh.readline().strip().split("|")
    for lineno, line in enumerate(fh, start=2):
        line = line.rstrip("\n")
        if not line.strip():
            continue
        parts = line.split("|")
        if len(parts) != len(header):
            problems.append(f"line {lineno}: {len(parts)} fields, expected {len(header)}")
            continue
        rec = dict(zip(header, parts))
        try:
            minutes = int(rec["minutes"])
            wax = float(rec["wax_g"])
            if minutes <= 0 or wax < 0:
                raise ValueError("negative or zero amount")
        except ValueError as err:
            problems.append(f"line {lineno}: {err}")
            continue

        rows += 1
        total_minutes += minutes
        total_wax += wax

        g = galleries.setdefault(rec["gallery"], {"jobs": 0, "minutes": 0, "wax": 0.0})
        g["jobs"] += 1
        g["minutes"] += minutes
        g["wax"] += wax

        t = technicians.setdefault(rec["technician"], {"jobs": 0, "minutes": 0})
        t["jobs"] += 1
        t["minutes"] += minutes

        figure_visits[rec["figure"]] = figure_visits.get(rec["figure"], 0) + 1
        if minutes >= LONG_JOB_MINUTES:
            long_jobs.append((rec["date"], rec["figure"], minutes, rec["note"] or "-"))

print("WAXWORKS TOUCH-UP REPORT")
print("=" * 40)
print(f"{'Gallery':<15}{'Jobs':>5}{'Mins':>6}{'Wax g':>9}{'Cost':>8}")
for name in sorted(galleries):
    g = galleries[name]
    cost = g["wax"] / 1000 * WAX_COST_PER_KG
    print(f"{name:<15}{g['jobs']:>5}{g['minutes']:>6}{g['wax']:>9.1f}{cost:>8.2f}")

print()
print("Technicians (by minutes):")
for name, t in sorted(technicians.items(), key=lambda kv: (-kv[1]["minutes"], kv[0])):
    share = 100 * t["minutes"] / total_minutes if total_minutes else 0
    print(f"  {name:<8} {t['jobs']} jobs, {t['minutes']} min ({share:.0f}%)")

print()
repeats = [f for f, n in sorted(figure_visits.items()) if n > 1]
if repeats:
    print("Repeat visits: " + ", ".join(f"{f} x{figure_visits[f]}" for f in repeats))
else:
    print("Repeat visits: none")

print(f"Long jobs (>= {LONG_JOB_MINUTES} min):")
for date, figure, minutes, note in long_jobs:
    print(f"  {date} {figure}: {minutes} min - {note}")

if problems:
    print(f"\n{len(problems)} bad line(s) skipped:")
    for p in problems:
        print(f"  {p}")

busiest = max(galleries, key=lambda k: galleries[k]["minutes"]) if galleries else None
summary = {
    "jobs": rows,
    "skipped": len(problems),
    "minutes": total_minutes,
    "wax_g": round(total_wax, 1),
    "wax_cost": round(total_wax / 1000 * WAX_COST_PER_KG, 2),
    "busiest_gallery": busiest,
}
print(json.dumps(summary))
