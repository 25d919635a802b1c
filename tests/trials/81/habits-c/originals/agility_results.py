#!/usr/bin/env python3
# Dog agility trial: placings per grade from the scribe sheets.
import json
import sys
from collections import defaultdict

PATH = "root/agility_runs.txt"
STANDARD_TIME = {"novice": 45.0, "senior": 38.0, "champ": 35.0}
REFUSAL_PENALTY = 5

runs = defaultdict(list)
problems = []
total_lines = 0

try:
    with open(PATH) as fh:
        lines = fh.read().splitlines()
except FileNotFoundError:
    sys.exit(f"no such file: {PATH}")

for n, line in enumerate(lines, 1):
    if not line.strip() or line.lstrip().startswith("#"):
        continue
    total_lines += 1
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        problems.append(f"line {n}: wrong field count ({len(fields)})")
        continue
    handler, dog, grade, time_s, faults_s, refusals_s = fields
    if grade not in STANDARD_TIME:
        problems.append(f"line {n}: unknown grade {grade!r}")
        continue
    if time_s.upper() == "DNF":
        problems.append(f"line {n}: {dog} did not finish")
        continue
    try:
        time = float(time_s)
        faults = int(faults_s)
        refusals = int(refusals_s)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    over = max(0.0, time - STANDARD_TIME[grade])
    penalty = faults + refusals * REFUSAL_PENALTY + over
    runs[grade].append({
        "handler": handler,
        "dog": dog,
        "time": time,
        "penalty": round(penalty, 2),
        "clear": penalty == 0,
    })

print("AGILITY TRIAL RESULTS")
print("=" * 50)
winners = {}
clears = 0
for grade in sorted(runs, key=lambda g: STANDARD_TIME[g], reverse=True):
    entries = sorted(runs[grade], key=lambda r: (r["penalty"], r["time"]))
    print(f"\n{grade.title()} (standard {STANDARD_TIME[grade]:.0f}s, {len(entries)} runs)")
    for place, r in enumerate(entries, 1):
        mark = "CLEAR" if r["clear"] else f"{r['penalty']:.2f} pen"
        print(f"  {place}. {r['dog']:<8} ({r['handler']:<9}) {r['time']:6.2f}s  {mark}")
    winners[grade] = entries[0]["dog"]
    clears += sum(1 for r in entries if r["clear"])

handler_runs = defaultdict(int)
for grade_runs in runs.values():
    for r in grade_runs:
        handler_runs[r["handler"]] += 1
busiest = max(handler_runs.items(), key=lambda kv: kv[1])

print()
if problems:
    print(f"{len(problems)} line(s) not scored:")
    for p in problems:
        print(f"  - {p}")
print(f"Busiest handler: {busiest[0]} with {busiest[1]} runs")

valid = sum(len(v) for v in runs.values())
summary = {
    "runs": valid,
    "clear_rate": round(clears / valid, 3) if valid else 0,
    "winners": winners,
    "skipped": len(problems),
}
print(json.dumps(summary))
