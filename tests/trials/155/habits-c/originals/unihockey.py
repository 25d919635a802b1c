#!/usr/bin/env python3
# Unicycle hockey league table from a pipe-separated results file.
import json
import sys

PATH = "root/unihockey_matches.txt"
POINTS = {"W": 3, "D": 1, "L": 0}

table = {}
problems = []
matches = 0
total_goals = 0
biggest = None  # (margin, description)


def team_row(name):
    if name not in table:
        table[name] = {"P": 0, "W": 0, "D": 0, "L": 0, "GF": 0, "GA": 0, "form": []}
    return table[name]


try:
    with open(PATH, encoding="utf-8") as f:
        lines = f.read().splitlines()
except OSError as e:
    print(f"cannot read {PATH}: {e}")
    sys.exit(1)

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split("|")]
    if len(fields) != 4:
        problems.append(f"line {n}: wanted 4 fields, found {len(fields)}")
        continue
    date, home, away, score = fields
    if home == away:
        problems.append(f"line {n}: {home} cannot play itself")
        continue
    try:
        hg, ag = (int(s) for s in score.split("-"))
    except ValueError:
        problems.append(f"line {n}: unreadable score {score!r}")
        continue

    matches += 1
    total_goals += hg + ag
    for team, gf, ga in ((home, hg, ag), (away, ag, hg)):
        row = team_row(team)
        row["P"] += 1
        row["GF"] += gf
        row["GA"] += ga
        result = "W" if gf > ga else "D" if gf == ga else "L"
        row[result] += 1
        row["form"].append(result)

    margin = abs(hg - ag)
    if biggest is None or margin > biggest[0]:
        biggest = (margin, f"{home} {hg}-{ag} {away} on {date}")


def points(row):
    return sum(POINTS[k] * row[k] for k in POINTS)


ranked = sorted(
    table.items(),
    key=lambda kv: (-points(kv[1]), -(kv[1]["GF"] - kv[1]["GA"]), kv[0]),
)

print("UNICYCLE HOCKEY LEAGUE")
print(f"{'Team':<18}{'P':>3}{'W':>3}{'D':>3}{'L':>3}{'GD':>5}{'Pts':>5}  Form")
for name, row in ranked:
    gd = row["GF"] - row["GA"]
    form = "".join(row["form"][-3:])
    print(f"{name:<18}{row['P']:>3}{row['W']:>3}{row['D']:>3}{row['L']:>3}{gd:>+5}{points(row):>5}  {form}")

print()
if matches:
    print(f"{matches} matches, {total_goals} goals, {total_goals / matches:.2f} per match")
if biggest:
    print(f"Biggest margin: {biggest[1]}")
for p in problems:
    print(f"skipped {p}")

leader = ranked[0][0] if ranked else None
summary = {
    "matches": matches,
    "skipped": len(problems),
    "leader": leader,
    "goals": total_goals,
}
print(json.dumps(summary))
