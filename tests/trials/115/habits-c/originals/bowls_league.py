#!/usr/bin/env python3
# Lawn bowls league table from the season's match cards.
import json
import sys

PATH = "root/bowls_cards.txt"
WIN, DRAW = 2, 1

table = {}
problems = []
matches = 0
biggest = None  # (margin, description)

try:
    with open(PATH, encoding="utf-8") as f:
        lines = f.read().splitlines()
except FileNotFoundError:
    print(f"no such file: {PATH}")
    sys.exit(1)

for lineno, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split(";")]
    if len(fields) != 5:
        problems.append(f"line {lineno}: {len(fields)} fields, wanted 5")
        continue
    home, away, hs, as_, ends = fields
    try:
        hs, as_, ends = int(hs), int(as_), int(ends)
    except ValueError as e:
        problems.append(f"line {lineno}: {e}")
        continue
    if home == away:
        problems.append(f"line {lineno}: {home} cannot play itself")
        continue
    if ends <= 0:
        problems.append(f"line {lineno}: ends must be positive ({ends})")
        continue

    matches += 1
    for team, For, against in ((home, hs, as_), (away, as_, hs)):
        row = table.setdefault(team, {"P": 0, "W": 0, "D": 0, "L": 0,
                                      "F": 0, "A": 0, "Pts": 0})
        row["P"] += 1
        row["F"] += For
        row["A"] += against
        if For > against:
            row["W"] += 1
            row["Pts"] += WIN
        elif For == against:
            row["D"] += 1
            row["Pts"] += DRAW
        else:
            row["L"] += 1

    margin = abs(hs - as_)
    if biggest is None or margin > biggest[0]:
        winner, loser = (home, away) if hs >= as_ else (away, home)
        biggest = (margin, f"{winner} beat {loser} by {margin} shots")

ranked = sorted(table.items(),
                key=lambda kv: (-kv[1]["Pts"], -(kv[1]["F"] - kv[1]["A"]), kv[0]))

print("LAWN BOWLS SUMMER LEAGUE")
print("=" * 48)
print(f"{'#':>2} {'Club':<14}{'P':>3}{'W':>3}{'D':>3}{'L':>3}{'F':>5}{'A':>5}{'+/-':>5}{'Pts':>5}")
for pos, (club, r) in enumerate(ranked, 1):
    diff = r["F"] - r["A"]
    print(f"{pos:>2} {club:<14}{r['P']:>3}{r['W']:>3}{r['D']:>3}{r['L']:>3}"
          f"{r['F']:>5}{r['A']:>5}{diff:>+5}{r['Pts']:>5}")
print("-" * 48)

total_shots = sum(r["F"] for r in table.values())
if matches:
    print(f"{matches} matches, {total_shots} shots, "
          f"{total_shots / matches:.1f} shots per match")
if biggest:
    print(f"Biggest win: {biggest[1]}")

if problems:
    print(f"\n{len(problems)} card(s) rejected:")
    for p in problems:
        print(f"  - {p}")

summary = {
    "leader": ranked[0][0] if ranked else None,
    "matches": matches,
    "rejected": len(problems),
    "clubs": len(table),
}
print(json.dumps(summary))
