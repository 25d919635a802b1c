#!/usr/bin/env python3
# Skatepark contest: score each run (drop high and low judge), best run counts.
import json
import sys

PATH = "root/skate_contest.txt"
JUDGES = 5

runs = {}          # skater -> list of (run number, score)
divisions = {}     # skater -> division
errors = []

with open(PATH) as fh:
    lines = fh.read().splitlines()

for lineno, raw in enumerate(lines, start=1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 4:
        errors.append(f"line {lineno}: expected 4 fields, got {len(fields)}")
        continue
    skater, division, run_no, marks = fields
    try:
        run = int(run_no)
        scores = [float(s) for s in marks.split()]
    except ValueError as e:
        errors.append(f"line {lineno}: {e}")
        continue
    if len(scores) != JUDGES:
        errors.append(f"line {lineno}: {len(scores)} judges, need {JUDGES}")
        continue
    out_of_range = [s for s in scores if not 0 <= s <= 10]
    if out_of_range:
        errors.append(f"line {lineno}: score {out_of_range[0]} out of range")
        continue
    trimmed = sorted(scores)[1:-1]
    score = round(sum(trimmed) / len(trimmed), 2)
    runs.setdefault(skater, []).append((run, score))
    divisions[skater] = division

# best run per skater, grouped by division
standings = {}
for skater, skater_runs in runs.items():
    best_run, best = max(skater_runs, key=lambda rs: (rs[1], -rs[0]))
    standings.setdefault(divisions[skater], []).append(
        {"skater": skater, "best": best, "run": best_run, "runs": len(skater_runs)}
    )

print("SKATEPARK CONTEST RESULTS")
print("=" * 40)
winners = {}
for division in sorted(standings):
    table = sorted(standings[division], key=lambda e: (-e["best"], e["skater"]))
    winners[division] = table[0]["skater"]
    print(f"[{division.upper()}]")
    for place, entry in enumerate(table, start=1):
        print(f"  {place}. {entry['skater']:<12} {entry['best']:5.2f} "
              f"(run {entry['run']} of {entry['runs']})")
print("-" * 40)

all_scores = [s for rs in runs.values() for _, s in rs]
if all_scores:
    top = max(all_scores)
    mean = sum(all_scores) / len(all_scores)
    print(f"runs scored: {len(all_scores)}, mean {mean:.2f}, top {top:.2f}")
else:
    print("no valid runs", file=sys.stderr)

if errors:
    print(f"{len(errors)} bad lines:")
    for msg in errors:
        print(f"  {msg}")

summary = {
    "skaters": len(runs),
    "runs": len(all_scores),
    "winners": winners,
    "mean": round(sum(all_scores) / len(all_scores), 2) if all_scores else None,
    "bad_lines": len(errors),
}
print(json.dumps(summary))
