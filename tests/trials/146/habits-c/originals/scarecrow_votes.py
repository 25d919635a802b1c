#!/usr/bin/env python3
# Tally the visitor votes for the village scarecrow trail.
import json
import sys
from collections import defaultdict
from datetime import datetime

NAMES = {1: "Farmer Giles", 3: "Wurzel", 7: "The Astronaut", 12: "Scary Mary"}

path = sys.argv[1] if len(sys.argv) > 1 else "root/scarecrow_votes.txt"

votes = defaultdict(list)      # scarecrow number -> list of scores
seen = set()                   # (voter, scarecrow) pairs already counted
by_hour = defaultdict(int)
voters = set()
problems = []

with open(path, encoding="utf-8") as f:
    for lineno, line in enumerate(f, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 4:
            problems.append(f"line {lineno}: expected 4 fields, got {len(parts)}")
            continue
        stamp, voter, crow, score = parts
        try:
            when = datetime.strptime(stamp, "%Y-%m-%d %H:%M")
        except ValueError:
            problems.append(f"line {lineno}: bad time {stamp!r}")
            continue
        try:
            crow = int(crow)
            score = int(score)
        except ValueError as e:
            problems.append(f"line {lineno}: {e}")
            continue
        if not 1 <= score <= 5:
            problems.append(f"line {lineno}: score {score} out of range")
            continue
        if (voter, crow) in seen:
            problems.append(f"line {lineno}: {voter} already voted for #{crow}")
            continue
        seen.add((voter, crow))
        voters.add(voter)
        votes[crow].append(score)
        by_hour[when.hour] += 1

print("Scarecrow trail votes")
print("=" * 44)
ranking = []
for crow, scores in votes.items():
    avg = sum(scores) / len(scores)
    ranking.append((avg, len(scores), crow))
ranking.sort(key=lambda r: (-r[0], -r[1], r[2]))

for place, (avg, n, crow) in enumerate(ranking, 1):
    name = NAMES.get(crow, f"#{crow}")
    stars = "*" * round(avg)
    print(f"{place}. {name:<15} {avg:4.2f} from {n} vote{'s' if n != 1 else ''}  {stars}")

print()
print("Votes by hour:")
for hour in sorted(by_hour):
    print(f"  {hour:02d}:00  {'#' * by_hour[hour]} {by_hour[hour]}")

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

total = sum(len(s) for s in votes.values())
busiest = max(by_hour, key=by_hour.get)
winner = NAMES.get(ranking[0][2], f"#{ranking[0][2]}")
summary = {
    "votes": total,
    "voters": len(voters),
    "skipped": len(problems),
    "winner": winner,
    "winning_average": round(ranking[0][0], 2),
    "busiest_hour": f"{busiest:02d}:00",
}
print(json.dumps(summary))
