#!/usr/bin/env python3
# Pickleball ladder: read match results, build the standings, print a report.
import json
import sys

PATH = "root/pickleball_ladder.txt"
WIN_POINTS = 3
LOSS_POINTS = 1

players = {}
skipped = []
matches = 0


def player(name):
    if name not in players:
        players[name] = {"played": 0, "won": 0, "lost": 0, "pf": 0, "pa": 0, "points": 0, "form": []}
    return players[name]


try:
    with open(PATH) as fh:
        lines = fh.read().splitlines()
except FileNotFoundError:
    print(f"no results file at {PATH}")
    sys.exit(1)

for lineno, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 4:
        skipped.append(f"line {lineno}: wanted 4 fields, found {len(fields)}")
        continue
    date, winner, loser, score = fields
    if winner == loser:
        skipped.append(f"line {lineno}: {winner} cannot play themselves")
        continue
    try:
        w, l = (int(x) for x in score.split("-"))
    except ValueError:
        skipped.append(f"line {lineno}: bad score {score!r}")
        continue
    if w <= l or w < 11 or w - l < 2:
        skipped.append(f"line {lineno}: score {score} is not a win")
        continue

    matches += 1
    for name, won, scored, conceded in ((winner, True, w, l), (loser, False, l, w)):
        p = player(name)
        p["played"] += 1
        p["won" if won else "lost"] += 1
        p["pf"] += scored
        p["pa"] += conceded
        p["points"] += WIN_POINTS if won else LOSS_POINTS
        p["form"].append("W" if won else "L")

standings = sorted(
    players.items(),
    key=lambda kv: (-kv[1]["points"], -(kv[1]["pf"] - kv[1]["pa"]), kv[0]),
)

print(f"Pickleball ladder - {matches} matches, {len(players)} players")
print(f"{'#':>2}  {'player':<8} {'P':>2} {'W':>2} {'L':>2} {'diff':>5} {'pts':>4}  form")
for rank, (name, p) in enumerate(standings, 1):
    diff = p["pf"] - p["pa"]
    form = "".join(p["form"][-3:])
    print(f"{rank:>2}. {name:<8} {p['played']:>2} {p['won']:>2} {p['lost']:>2} {diff:>+5} {p['points']:>4}  {form}")

leader, top = standings[0]
win_rate = top["won"] / top["played"] * 100
print(f"Leader: {leader} with {top['points']} points ({win_rate:.1f}% wins)")

closest = None
for lineno, raw in enumerate(lines, 1):
    parts = [f.strip() for f in raw.split("|")]
    if len(parts) == 4 and parts[3].count("-") == 1:
        a, _, b = parts[3].partition("-")
        if a.isdigit() and b.isdigit() and parts[1] != parts[2] and int(a) - int(b) >= 2:
            margin = int(a) - int(b)
            if closest is None or margin < closest[0]:
                closest = (margin, parts[0], parts[1], parts[2], parts[3])
if closest:
    margin, date, winner, loser, score = closest
    print(f"Closest match: {winner} beat {loser} {score} on {date}")

if skipped:
    print(f"Skipped {len(skipped)} lines:")
    for reason in skipped:
        print(f"  {reason}")

summary = {"matches": matches, "players": len(players), "leader": leader, "skipped": len(skipped)}
print(json.dumps(summary))
