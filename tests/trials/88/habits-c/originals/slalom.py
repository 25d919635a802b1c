#!/usr/bin/env python3
# Canoe slalom club race: best-of-two-runs results per class.
import json
import sys

PATH = "root/slalom_runs.txt"
TOUCH_PENALTY = 2   # seconds per gate touch
MISS_PENALTY = 50   # seconds per missed gate

with open(PATH) as fh:
    lines = fh.read().splitlines()

best = {}        # bib -> dict(name, cls, total, run)
runs_ok = 0
problems = []
total_penalties = 0

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = line.split("|")
    if len(fields) != 7:
        problems.append(f"line {n}: wrong field count ({len(fields)})")
        continue
    bib, name, cls, run, secs, touches, misses = fields
    if secs == "DNF":
        problems.append(f"line {n}: {name} run {run} did not finish")
        continue
    try:
        secs = float(secs)
        touches = int(touches)
        misses = int(misses)
    except ValueError as e:
        problems.append(f"line {n}: bad number ({e})")
        continue
    if secs <= 0:
        problems.append(f"line {n}: impossible time {secs}")
        continue
    pen = touches * TOUCH_PENALTY + misses * MISS_PENALTY
    total_penalties += pen
    total = round(secs + pen, 2)
    runs_ok += 1
    prev = best.get(bib)
    if prev is None or total < prev["total"]:
        best[bib] = {"name": name, "cls": cls, "total": total, "run": int(run), "pen": pen}

classes = {}
for bib, r in best.items():
    classes.setdefault(r["cls"], []).append((r["total"], bib, r))

print("CANOE SLALOM - CLUB RACE RESULTS")
winners = {}
for cls in sorted(classes):
    entries = sorted(classes[cls])
    print(f"\n[{cls}]")
    leader = entries[0][0]
    for pos, (total, bib, r) in enumerate(entries, 1):
        gap = "" if pos == 1 else f"+{total - leader:.2f}"
        print(f"{pos:>2}. {r['name']:<12} #{bib}  run {r['run']}  "
              f"{total:>7.2f}s (pen {r['pen']:>2})  {gap}")
    winners[cls] = entries[0][2]["name"]

if problems:
    print("\nProblems:")
    for p in problems:
        print(f"  - {p}")

fastest = min(best.values(), key=lambda r: r["total"]) if best else None
print(f"\nFastest overall: {fastest['name']} ({fastest['total']:.2f}s)")
summary = {
    "athletes": len(best),
    "runs": runs_ok,
    "skipped": len(problems),
    "penalty_seconds": total_penalties,
    "winners": winners,
}
print(json.dumps(summary))
sys.exit(0)
