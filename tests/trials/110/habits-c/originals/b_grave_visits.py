#!/usr/bin/env python3
# Cemetery grave-plot maintenance: summarise a week of visits.
import json
import sys

PATH = "root/grave_visits.txt"

try:
    with open(PATH) as fh:
        lines = fh.read().splitlines()
except OSError as e:
    print(f"cannot read {PATH}: {e}")
    sys.exit(1)

visits = []
bad = []
for lineno, line in enumerate(lines, 1):
    if lineno == 1 or not line.strip():
        continue  # header / blank
    fields = line.split("|")
    if len(fields) != 6:
        bad.append((lineno, f"{len(fields)} fields"))
        continue
    date, section, plot, task, minutes, fee = fields
    try:
        visit = {
            "date": date,
            "section": section,
            "plot": plot,
            "task": task,
            "minutes": int(minutes),
            "fee": float(fee),
        }
    except ValueError as e:
        bad.append((lineno, str(e)))
        continue
    visits.append(visit)

by_section = {}
by_task = {}
plots = {}
for v in visits:
    s = by_section.setdefault(v["section"], {"visits": 0, "minutes": 0, "fees": 0.0})
    s["visits"] += 1
    s["minutes"] += v["minutes"]
    s["fees"] += v["fee"]
    by_task[v["task"]] = by_task.get(v["task"], 0) + 1
    plots[v["plot"]] = plots.get(v["plot"], 0.0) + v["fee"]

total_fees = sum(v["fee"] for v in visits)
total_minutes = sum(v["minutes"] for v in visits)

print("Grave-plot maintenance report")
print(f"{len(visits)} visits, {len(bad)} bad lines")
print()
print("Section  Visits  Hours   Fees")
for name in sorted(by_section):
    s = by_section[name]
    hours = s["minutes"] / 60
    print(f"{name:<8} {s['visits']:>6} {hours:>6.1f} {s['fees']:>7.2f}")
print()
print("Tasks:")
for task, count in sorted(by_task.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"  {task:<16} {count}")
print()
busiest = max(plots, key=plots.get) if plots else None
if busiest:
    print(f"Highest-earning plot: {busiest} ({plots[busiest]:.2f})")
rate = total_fees / (total_minutes / 60) if total_minutes else 0
print(f"Average rate: {rate:.2f} per hour")
for lineno, why in bad:
    print(f"bad line {lineno}: {why}")
print(json.dumps({
    "visits": len(visits),
    "bad": len(bad),
    "fees": round(total_fees, 2),
    "hours": round(total_minutes / 60, 2),
    "top_plot": busiest,
}))
