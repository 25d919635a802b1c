#!/usr/bin/env python3
# Croquet club: season results table and handicap adjustments.
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "root", "croquet.txt")
WIN_HOOPS = 26

players = {}
problems = []
games = 0

with open(PATH) as fh:
    lines = fh.read().splitlines()

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 7:
        problems.append(f"line {n}: {len(fields)} fields, wanted 7")
        continue
    date, a, b, ha, hb, hcap_a, hcap_b = fields
    try:
        ha, hb = int(ha), int(hb)
        hcap_a, hcap_b = int(hcap_a), int(hcap_b)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if max(ha, hb) > WIN_HOOPS or ha < 0 or hb < 0:
        problems.append(f"line {n}: score {ha}-{hb} out of range")
        continue
    if ha == hb:
        problems.append(f"line {n}: tied {ha}-{hb}, croquet has no draws")
        continue
    games += 1
    for name, hcap in ((a, hcap_a), (b, hcap_b)):
        if name not in players:
            players[name] = {"played": 0, "won": 0, "net": 0, "handicap": hcap}
    winner, loser = (a, b) if ha > hb else (b, a)
    margin = abs(ha - hb)
    players[winner]["won"] += 1
    for name in (a, b):
        players[name]["played"] += 1
    players[winner]["net"] += margin
    players[loser]["net"] -= margin

# Handicap moves: one down for every two wins, one up if no wins at all.
changes = {}
for name, p in players.items():
    step = -(p["won"] // 2) if p["won"] else 1
    changes[name] = step
    p["new_handicap"] = max(0, p["handicap"] + step)

ranked = sorted(players.items(), key=lambda kv: (-kv[1]["won"], -kv[1]["net"], kv[0]))

print("Croquet club season table")
print("-" * 50)
print(f"{'player':<12} {'P':>2} {'W':>2} {'net':>4}  handicap")
for pos, (name, p) in enumerate(ranked, 1):
    moved = changes[name]
    arrow = f"{p['handicap']} -> {p['new_handicap']}" if moved else f"{p['handicap']}"
    print(f"{pos}. {name:<9} {p['played']:>2} {p['won']:>2} {p['net']:>+4}  {arrow}")
print("-" * 50)

if problems:
    print(f"{len(problems)} line(s) not counted:")
    for msg in problems:
        print(f"  {msg}")

best = ranked[0][0] if ranked else None
pct = {name: round(100 * p["won"] / p["played"]) for name, p in players.items() if p["played"]}
summary = {
    "games": games,
    "players": len(players),
    "skipped": len(problems),
    "leader": best,
    "best_win_pct": max(pct.values()) if pct else 0,
}
print(json.dumps(summary))
