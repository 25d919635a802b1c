#!/usr/bin/env python3
# Weekly summary of the sail loft's repair tickets.
import json
import sys

RATE = 38.0          # labour per hour
VAT = 0.20
STATUSES = ("done", "waiting", "in progress")

path = sys.argv[1] if len(sys.argv) > 1 else "root/sail_repairs.txt"
with open(path) as f:
    lines = f.read().splitlines()

tickets = {}
problems = []
per_boat = {}
per_sail = {}
status_count = {s: 0 for s in STATUSES}

for no, raw in enumerate(lines, start=1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = line.split("|")
    if len(fields) != 7:
        problems.append(f"line {no}: {len(fields)} fields, wanted 7")
        continue
    ticket, boat, sail, job, hours, materials, status = fields
    if ticket in tickets:
        problems.append(f"line {no}: duplicate ticket {ticket}")
        continue
    try:
        hours = float(hours)
        materials = float(materials)
    except ValueError:
        problems.append(f"line {no}: not a number in {ticket}")
        continue
    if materials < 0 or hours < 0:
        problems.append(f"line {no}: negative amount in {ticket}")
        continue
    if status == "cancelled":
        continue
    if status not in status_count:
        problems.append(f"line {no}: unknown status {status!r}")
        continue

    cost = hours * RATE + materials
    tickets[ticket] = {"boat": boat, "sail": sail, "job": job,
                       "hours": hours, "cost": cost, "status": status}
    status_count[status] += 1

    b = per_boat.setdefault(boat, {"jobs": 0, "hours": 0.0, "cost": 0.0})
    b["jobs"] += 1
    b["hours"] += hours
    b["cost"] += cost
    per_sail[sail] = per_sail.get(sail, 0) + 1

print("SAIL LOFT - REPAIR SUMMARY")
print("-" * 26)
print(f"{'boat':<10} {'jobs':>4} {'hours':>6} {'net':>8} {'gross':>8}")
for boat in sorted(per_boat, key=lambda k: (-per_boat[k]["cost"], k)):
    b = per_boat[boat]
    gross = b["cost"] * (1 + VAT)
    print(f"{boat:<10} {b['jobs']:>4} {b['hours']:>6.2f} {b['cost']:>8.2f} {gross:>8.2f}")

print()
print("Sails in:", ", ".join(f"{s} x{n}" for s, n in sorted(per_sail.items())))
for s in STATUSES:
    print(f"  {s:<12}{status_count[s]:>3}")

open_jobs = [t for t, d in tickets.items() if d["status"] != "done"]
if open_jobs:
    print("Still open:", " ".join(open_jobs))

if problems:
    print(f"{len(problems)} problem line(s):")
    for p in problems:
        print("  " + p)

total_net = sum(d["cost"] for d in tickets.values())
busiest = max(per_boat, key=lambda k: per_boat[k]["hours"]) if per_boat else None
summary = {
    "tickets": len(tickets),
    "problems": len(problems),
    "hours": round(sum(d["hours"] for d in tickets.values()), 2),
    "net": round(total_net, 2),
    "gross": round(total_net * (1 + VAT), 2),
    "busiest_boat": busiest,
    "open": len(open_jobs),
}
print(json.dumps(summary))
