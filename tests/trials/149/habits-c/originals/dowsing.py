#!/usr/bin/env python3
# Water-dowsing survey: how close did each dowser get, and did the boreholes yield?
import json
import os
import sys

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "root", "dowsing.log")

try:
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
except OSError as e:
    print(f"cannot read {path}: {e}")
    sys.exit(1)

dowsers = {}
tools = {}
problems = []
wet = 0
dry = 0
not_drilled = 0

for lineno, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 7:
        problems.append(f"line {lineno}: {len(parts)} fields, want 7")
        continue
    date, who, plot, tool, predicted, actual, flow = parts
    try:
        predicted = float(predicted)
        flow = float(flow)
        actual = float(actual) if actual else None
    except ValueError as e:
        problems.append(f"line {lineno}: {e}")
        continue
    if flow < 0:
        problems.append(f"line {lineno}: negative flow {flow}")
        continue

    d = dowsers.setdefault(who, {"plots": 0, "errors": [], "flow": 0.0, "wet": 0})
    d["plots"] += 1
    d["flow"] += flow
    tools[tool] = tools.get(tool, 0) + 1

    if actual is None:
        not_drilled += 1
        continue
    d["errors"].append(abs(actual - predicted))
    if flow > 0:
        wet += 1
        d["wet"] += 1
    else:
        dry += 1

print("DOWSING SURVEY - LOWER FENWICK")
print()
print(f"{'dowser':<8}{'plots':>6}{'wet':>5}{'mean err m':>12}{'flow l/min':>12}")

ranking = []
for who in sorted(dowsers):
    d = dowsers[who]
    errs = d["errors"]
    mean_err = sum(errs) / len(errs) if errs else 0.0
    ranking.append((mean_err, who))
    print(f"{who:<8}{d['plots']:>6}{d['wet']:>5}{mean_err:>12.2f}{d['flow']:>12.1f}")

print()
print("tools used:")
for tool, count in sorted(tools.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"  {tool:<10} {count}")

print()
print(f"boreholes: {wet} wet, {dry} dry, {not_drilled} not drilled")
if problems:
    print(f"{len(problems)} line(s) rejected:")
    for p in problems:
        print(f"  {p}")

best = min(ranking)[1] if ranking else None
total_flow = sum(d["flow"] for d in dowsers.values())
summary = {
    "records": sum(d["plots"] for d in dowsers.values()),
    "rejected": len(problems),
    "wet_rate": round(wet / (wet + dry), 3) if wet + dry else 0,
    "total_flow_lpm": round(total_flow, 2),
    "best_dowser": best,
}
print(json.dumps(summary))
