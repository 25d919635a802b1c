#!/usr/bin/env python3
# Quadball league: build a table from match results and print a report.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/quadball_results.txt"
POINTS = {"win": 3, "draw": 1, "loss": 0}
SNITCH_BONUS = 1

table = {}
bad = []
matches = 0
biggest = None

with open(path) as fh:
    lines = fh.read().splitlines()

for n, raw in enumerate(lines, start=1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        bad.append((n, f"wrong field count {len(fields)}"))
        continue
    date, home, away, hs, as_, snitch = fields
    if home == away:
        bad.append((n, f"team plays itself: {home}"))
        continue
    try:
        hs, as_ = int(hs), int(as_)
    except ValueError:
        bad.append((n, f"bad score {hs!r}-{as_!r}"))
        continue
    if snitch not in ("home", "away", "none"):
        bad.append((n, f"unknown snitch value {snitch!r}"))
        continue

    matches += 1
    for team in (home, away):
        table.setdefault(team, {"P": 0, "W": 0, "D": 0, "L": 0, "F": 0, "A": 0, "S": 0, "Pts": 0})
    h, a = table[home], table[away]
    h["P"] += 1
    a["P"] += 1
    h["F"] += hs
    h["A"] += as_
    a["F"] += as_
    a["A"] += hs
    if hs > as_:
        h["W"] += 1
        a["L"] += 1
    elif hs < as_:
        a["W"] += 1
        h["L"] += 1
    else:
        h["D"] += 1
        a["D"] += 1
    if snitch == "home":
        h["S"] += 1
    elif snitch == "away":
        a["S"] += 1

    margin = abs(hs - as_)
    if biggest is None or margin > biggest[0]:
        biggest = (margin, date, home, away, hs, as_)

for team, row in table.items():
    row["Pts"] = row["W"] * POINTS["win"] + row["D"] * POINTS["draw"] + row["S"] * SNITCH_BONUS

ranking = sorted(table.items(), key=lambda kv: (-kv[1]["Pts"], -(kv[1]["F"] - kv[1]["A"]), kv[0]))

print(f"Quadball league table ({matches} matches)")
print(f"{'#':>2} {'Team':<14} {'P':>2} {'W':>2} {'D':>2} {'L':>2} {'F':>4} {'A':>4} {'GD':>5} {'S':>2} {'Pts':>4}")
for pos, (team, r) in enumerate(ranking, start=1):
    gd = r["F"] - r["A"]
    print(f"{pos:>2} {team:<14} {r['P']:>2} {r['W']:>2} {r['D']:>2} {r['L']:>2} "
          f"{r['F']:>4} {r['A']:>4} {gd:>+5} {r['S']:>2} {r['Pts']:>4}")

if biggest:
    margin, date, home, away, hs, as_ = biggest
    print(f"\nBiggest margin: {home} {hs}-{as_} {away} on {date} ({margin} points)")

if bad:
    print(f"\nRejected {len(bad)} line(s):")
    for n, why in bad:
        print(f"  line {n}: {why}")

total_goals = sum(r["F"] for r in table.values())
summary = {
    "matches": matches,
    "teams": len(table),
    "leader": ranking[0][0] if ranking else None,
    "avg_points_per_match": round(total_goals / matches, 1) if matches else 0,
    "rejected": len(bad),
}
print(json.dumps(summary))
