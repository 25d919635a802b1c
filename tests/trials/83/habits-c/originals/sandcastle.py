#!/usr/bin/env python3
# Sandcastle contest: average the judges' scores per team, add a height bonus,
# rank the teams and list every sheet line that could not be used.
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "root", "sandcastle.txt")
HEIGHT_BONUS_PER_10CM = 0.25
MAX_BONUS = 2.0

teams = {}
problems = []
judges = set()

with open(DATA, encoding="utf-8") as fh:
    for n, raw in enumerate(fh, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        if len(fields) != 5:
            problems.append(f"line {n}: {len(fields)} fields instead of 5")
            continue
        team, judge, height, detail, creativity = fields
        try:
            height = int(height)
            detail = float(detail)
            creativity = float(creativity)
        except ValueError as e:
            problems.append(f"line {n}: {e}")
            continue
        if not (0 <= detail <= 10 and 0 <= creativity <= 10):
            problems.append(f"line {n}: score out of range for {team} by {judge}")
            continue
        entry = teams.setdefault(team, {"height": height, "scores": [], "judges": []})
        entry["scores"].append(detail + creativity)
        entry["judges"].append(judge)
        judges.add(judge)

if not teams:
    print("no usable lines", file=sys.stderr)
    sys.exit(1)

results = []
for team, entry in teams.items():
    avg = sum(entry["scores"]) / len(entry["scores"])
    bonus = min(MAX_BONUS, entry["height"] // 10 * HEIGHT_BONUS_PER_10CM)
    results.append({
        "team": team,
        "judged_by": len(entry["judges"]),
        "average": avg,
        "bonus": bonus,
        "total": avg + bonus,
    })

results.sort(key=lambda r: (-r["total"], r["team"]))

print("SANDCASTLE CONTEST RESULTS")
print("=" * 50)
print(f"{'#':<3}{'Team':<22}{'Judges':>6}{'Avg':>7}{'Bonus':>6}{'Total':>7}")
for place, r in enumerate(results, 1):
    flag = "" if r["judged_by"] == len(judges) else " *"
    print(f"{place:<3}{r['team']:<22}{r['judged_by']:>6}{r['average']:>7.2f}"
          f"{r['bonus']:>6.2f}{r['total']:>7.2f}{flag}")
print("=" * 50)

incomplete = [r["team"] for r in results if r["judged_by"] < len(judges)]
if incomplete:
    print(f"* not scored by all {len(judges)} judges: {', '.join(incomplete)}")

if problems:
    print(f"\n{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  - {p}")

winner = results[0]
margin = winner["total"] - results[1]["total"] if len(results) > 1 else 0.0
summary = {
    "teams": len(results),
    "judges": sorted(judges),
    "winner": winner["team"],
    "winning_total": round(winner["total"], 2),
    "margin": round(margin, 2),
    "skipped": len(problems),
}
print(json.dumps(summary))
