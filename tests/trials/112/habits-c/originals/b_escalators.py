#!/usr/bin/env python3
# Riverside Mall: weekly escalator downtime report from the outage log.
import json
import sys
from datetime import datetime

PATH = "root/escalators.log"
FMT = "%Y-%m-%d %H:%M"
OPEN_HOURS = 7 * 12  # mall trading hours in the week, per unit

try:
    with open(PATH, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
except OSError as e:
    sys.exit(f"cannot read {PATH}: {e}")

units = {}
causes = {}
engineers = {}
problems = []
longest = None

for lineno, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 5:
        problems.append(f"line {lineno}: {len(fields)} fields, wanted 5")
        continue
    unit, start_s, end_s, cause, engineer = fields
    try:
        start = datetime.strptime(start_s, FMT)
        end = datetime.strptime(end_s, FMT)
    except ValueError as e:
        problems.append(f"line {lineno}: {e}")
        continue
    minutes = int((end - start).total_seconds() // 60)
    if minutes <= 0:
        problems.append(f"line {lineno}: restart not after stop ({minutes} min)")
        continue

    u = units.setdefault(unit, {"stops": 0, "minutes": 0, "days": set()})
    u["stops"] += 1
    u["minutes"] += minutes
    u["days"].add(start.strftime("%a"))
    causes[cause] = causes.get(cause, 0) + minutes
    engineers[engineer] = engineers.get(engineer, 0) + 1
    if longest is None or minutes > longest[0]:
        longest = (minutes, unit, start)

print("RIVERSIDE MALL - ESCALATOR DOWNTIME")
print("=" * 36)
print(f"{'unit':<5} {'stops':>5} {'down':>7} {'avail':>7}  days")
total_minutes = 0
for unit in sorted(units):
    u = units[unit]
    total_minutes += u["minutes"]
    hours = u["minutes"] / 60
    avail = 100 * (1 - hours / OPEN_HOURS)
    days = ",".join(sorted(u["days"]))
    print(f"{unit:<5} {u['stops']:>5} {hours:>6.2f}h {avail:>6.1f}%  {days}")

print()
print("downtime by cause:")
for cause, mins in sorted(causes.items(), key=lambda kv: (-kv[1], kv[0])):
    share = mins / total_minutes
    bar = "#" * round(share * 20)
    print(f"  {cause:<15} {mins:>4} min {share:>6.1%} {bar}")

busiest = max(engineers, key=lambda k: (engineers[k], k))
print()
print(f"callouts: " + ", ".join(f"{k}={v}" for k, v in sorted(engineers.items())))
print(f"busiest engineer: {busiest}")
if longest:
    mins, unit, start = longest
    print(f"longest stop: {unit} on {start:%A %d %B} at {start:%H:%M}, {mins} min")

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

summary = {
    "units": len(units),
    "stops": sum(u["stops"] for u in units.values()),
    "downtime_min": total_minutes,
    "worst_unit": max(units, key=lambda k: units[k]["minutes"]),
    "skipped": len(problems),
}
print(json.dumps(summary))
