#!/usr/bin/env python3
# Spinning-top battle tournament: tally wins, losses and spin times.
import json

PATH = "root/top_battles.txt"

stats = {}          # top name -> {"wins": int, "losses": int, "spins": [float]}
rounds = {}         # round number -> count of battles
problems = []       # (line number, reason)
longest = None      # (seconds, top, round)

with open(PATH, encoding="utf-8") as fh:
    lines = fh.read().splitlines()

for lineno, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 5:
        problems.append((lineno, f"{len(fields)} fields instead of 5"))
        continue
    rnd, a, b, winner, secs = fields
    try:
        rnd = int(rnd)
        secs = float(secs)
    except ValueError:
        problems.append((lineno, f"bad number in {line!r}"))
        continue
    if winner not in (a, b):
        problems.append((lineno, f"winner {winner} did not fight"))
        continue
    loser = b if winner == a else a
    for name in (a, b):
        stats.setdefault(name, {"wins": 0, "losses": 0, "spins": []})
    stats[winner]["wins"] += 1
    stats[winner]["spins"].append(secs)
    stats[loser]["losses"] += 1
    rounds[rnd] = rounds.get(rnd, 0) + 1
    if longest is None or secs > longest[0]:
        longest = (secs, winner, rnd)

print("SPINNING-TOP BATTLE TOURNAMENT")
print("=" * 30)
print(f"{'Top':<8}{'W':>3}{'L':>3}{'Win%':>7}{'Avg spin':>10}")

def sort_key(item):
    name, s = item
    return (-s["wins"], s["losses"], name)

for name, s in sorted(stats.items(), key=sort_key):
    played = s["wins"] + s["losses"]
    pct = 100 * s["wins"] / played if played else 0
    avg = f"{sum(s['spins']) / len(s['spins']):.1f}s" if s["spins"] else "-"
    print(f"{name:<8}{s['wins']:>3}{s['losses']:>3}{pct:>6.0f}%{avg:>10}")

print()
print("Battles per round:")
for rnd in sorted(rounds):
    bar = "#" * rounds[rnd]
    print(f"  round {rnd}: {bar} ({rounds[rnd]})")

if longest:
    secs, top, rnd = longest
    print(f"\nLongest winning spin: {top}, {secs} s in round {rnd}")

if problems:
    print(f"\n{len(problems)} line(s) rejected:")
    for lineno, why in problems:
        print(f"  line {lineno}: {why}")

champion = min(stats.items(), key=sort_key)[0] if stats else None
summary = {
    "battles": sum(rounds.values()),
    "tops": len(stats),
    "rejected": len(problems),
    "champion": champion,
    "longest_spin": longest[0] if longest else None,
}
print()
print(json.dumps(summary))
