#!/usr/bin/env python3
# Hurling league table from a pipe-separated results file.
import json
import os
import sys

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "root", "hurling_results.txt")

WIN, DRAW = 2, 1
table = {}
problems = []
matches = 0
biggest = None  # (margin, description)
goals_total = 0


def parse_score(text):
    goals, points = text.split("-")
    goals, points = int(goals), int(points)
    if goals < 0 or points < 0:
        raise ValueError(f"negative score {text!r}")
    return goals, points


def row(team):
    if team not in table:
        table[team] = {"p": 0, "w": 0, "d": 0, "l": 0, "for": 0, "against": 0, "pts": 0}
    return table[team]


with open(path, encoding="utf-8") as fh:
    lines = fh.read().splitlines()

for lineno, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 5:
        problems.append(f"line {lineno}: {len(fields)} fields, wanted 5")
        continue
    date, home, hs, away, as_ = fields
    if home == away:
        problems.append(f"line {lineno}: {home} cannot play itself")
        continue
    try:
        hg, hp = parse_score(hs)
        ag, ap = parse_score(as_)
    except ValueError as err:
        problems.append(f"line {lineno}: bad score ({err})")
        continue

    h_total, a_total = hg * 3 + hp, ag * 3 + ap
    matches += 1
    goals_total += hg + ag
    for team, scored, conceded in ((home, h_total, a_total), (away, a_total, h_total)):
        r = row(team)
        r["p"] += 1
        r["for"] += scored
        r["against"] += conceded
        if scored > conceded:
            r["w"] += 1
            r["pts"] += WIN
        elif scored == conceded:
            r["d"] += 1
            r["pts"] += DRAW
        else:
            r["l"] += 1

    margin = abs(h_total - a_total)
    if biggest is None or margin > biggest[0]:
        biggest = (margin, f"{date} {home} {hs} v {away} {as_}")

ranking = sorted(table.items(), key=lambda kv: (-kv[1]["pts"], -(kv[1]["for"] - kv[1]["against"]), kv[0]))

print("HURLING LEAGUE TABLE")
print(f"{'#':>2} {'team':<14}{'P':>3}{'W':>3}{'D':>3}{'L':>3}{'F':>5}{'A':>5}{'diff':>6}{'pts':>5}")
for pos, (team, r) in enumerate(ranking, 1):
    diff = r["for"] - r["against"]
    print(f"{pos:>2} {team:<14}{r['p']:>3}{r['w']:>3}{r['d']:>3}{r['l']:>3}"
          f"{r['for']:>5}{r['against']:>5}{diff:>+6}{r['pts']:>5}")
if biggest:
    print(f"Biggest margin: {biggest[0]} points ({biggest[1]})")
avg = (goals_total / matches) if matches else 0
print(f"Goals per match: {avg:.2f}")
for p in problems:
    print(f"SKIPPED {p}")

summary = {
    "matches": matches,
    "teams": len(table),
    "leader": ranking[0][0] if ranking else None,
    "goals_per_match": round(avg, 2),
    "skipped": len(problems),
}
print(json.dumps(summary))
sys.exit(0)
