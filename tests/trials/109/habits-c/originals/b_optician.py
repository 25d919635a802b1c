#!/usr/bin/env python3
"""Optician repair-desk ticket summary (plain script)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "root", "optician_repairs.txt")
STATUSES = ("waiting", "done", "collected")

with open(PATH) as fh:
    lines = fh.read().splitlines()

header = lines[0].split("|")
tickets = []
problems = []
seen = set()

for n, line in enumerate(lines[1:], start=2):
    if not line.strip():
        continue
    fields = line.split("|")
    if len(fields) != len(header):
        problems.append(f"line {n}: {len(fields)} fields, expected {len(header)}")
        continue
    row = dict(zip(header, fields))
    try:
        cost = float(row["cost"])
    except ValueError:
        problems.append(f"line {n}: cost {row['cost']!r} is not a number")
        continue
    if cost < 0:
        problems.append(f"line {n}: negative cost {cost}")
        continue
    if row["status"] not in STATUSES:
        problems.append(f"line {n}: unknown status {row['status']!r}")
        continue
    if row["ticket"] in seen:
        problems.append(f"line {n}: duplicate ticket {row['ticket']}")
        continue
    seen.add(row["ticket"])
    row["cost"] = cost
    tickets.append(row)

by_repair = {}
by_brand = {}
status_counts = {s: 0 for s in STATUSES}
outstanding = 0.0

for t in tickets:
    entry = by_repair.setdefault(t["repair"], {"count": 0, "revenue": 0.0})
    entry["count"] += 1
    entry["revenue"] += t["cost"]
    by_brand[t["brand"]] = by_brand.get(t["brand"], 0) + 1
    status_counts[t["status"]] += 1
    if t["status"] != "collected":
        outstanding += t["cost"]

total = sum(t["cost"] for t in tickets)
average = total / len(tickets) if tickets else 0.0

print("Optician repair desk")
print("-" * 40)
print(f"{'Repair':<15}{'Count':>6}{'Revenue':>10}{'Avg':>9}")
for repair, info in sorted(by_repair.items(), key=lambda kv: (-kv[1]["revenue"], kv[0])):
    avg = info["revenue"] / info["count"]
    print(f"{repair:<15}{info['count']:>6}{info['revenue']:>10.2f}{avg:>9.2f}")
print("-" * 40)
print(f"{'Total':<15}{len(tickets):>6}{total:>10.2f}{average:>9.2f}")
print()

print("Brands:", ", ".join(f"{b} x{c}" for b, c in sorted(by_brand.items())))
print("Status:", " | ".join(f"{s}={c}" for s, c in status_counts.items()))
print(f"Not yet collected: £{outstanding:,.2f}")

top_brand = max(by_brand, key=by_brand.get) if by_brand else None
if problems:
    print()
    print(f"{len(problems)} problem line(s) skipped:")
    for p in problems:
        print(f"  - {p}")

summary = {
    "tickets": len(tickets),
    "revenue": round(total, 2),
    "outstanding": round(outstanding, 2),
    "top_brand": top_brand,
    "problems": len(problems),
}
print(json.dumps(summary, sort_keys=False))
