#!/usr/bin/env python3
# Pub quiz night: tally team scores from the scorer's sheet, jokers double a round.
import json
import os
import sys

MAX_POINTS = 10
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "root", "quiz.txt")

scores = {}        # team -> {round: points}
jokers = {}        # team -> round the joker was played
problems = []
rounds_seen = set()

with open(path) as fh:
    for lineno, raw in enumerate(fh, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        if len(fields) < 3:
            problems.append(f"line {lineno}: too few fields ({line!r})")
            continue
        team, rnd, pts = fields[0], fields[1], fields[2]
        joker = len(fields) > 3 and fields[3].lower() == "joker"
        try:
            rnd = int(rnd)
            pts = int(pts)
        except ValueError:
            problems.append(f"line {lineno}: bad number in {line!r}")
            continue
        if not 0 <= pts <= MAX_POINTS:
            problems.append(f"line {lineno}: {pts} points is out of range for {team}")
            continue
        team_scores = scores.setdefault(team, {})
        if rnd in team_scores:
            problems.append(f"line {lineno}: {team} already scored round {rnd}")
            continue
        if joker:
            if team in jokers:
                problems.append(f"line {lineno}: {team} played a second joker, ignored")
            else:
                jokers[team] = rnd
        team_scores[rnd] = pts
        rounds_seen.add(rnd)

if not scores:
    print("no scores found")
    sys.exit(1)

totals = {}
for team, by_round in scores.items():
    total = 0
    for rnd, pts in by_round.items():
        total += pts * 2 if jokers.get(team) == rnd else pts
    totals[team] = total

rounds = sorted(rounds_seen)
header = f"{'Team':<18}" + "".join(f"R{r:<4}" for r in rounds) + "Total"
print("QUIZ NIGHT RESULTS")
print(header)
print("-" * len(header))
ranking = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
for place, (team, total) in enumerate(ranking, 1):
    cells = ""
    for r in rounds:
        pts = scores[team].get(r)
        if pts is None:
            cells += f"{'-':<5}"
        elif jokers.get(team) == r:
            cells += f"{str(pts) + '*':<5}"
        else:
            cells += f"{pts:<5}"
    print(f"{team:<18}{cells}{total}")

best_round = {}
for team, by_round in scores.items():
    for rnd, pts in by_round.items():
        if pts > best_round.get(rnd, (-1, ""))[0]:
            best_round[rnd] = (pts, team)
print()
for rnd in rounds:
    pts, team = best_round[rnd]
    print(f"Round {rnd}: best {team} with {pts}")

if problems:
    print(f"\n{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

winner, top = ranking[0]
avg = sum(totals.values()) / len(totals)
summary = {"teams": len(totals), "rounds": len(rounds), "winner": winner,
           "winning_score": top, "average": round(avg, 1), "skipped": len(problems)}
print(json.dumps(summary))
