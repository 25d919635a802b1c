#!/usr/bin/env python3
# Pancake race: read heat results, report team standings and fastest runners.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/pancake_heats.txt"
MIN_FLIPS = 2

runners = []
problems = []
with open(path, encoding="utf-8") as fh:
    for lineno, line in enumerate(fh, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split(";")
        if len(parts) != 5:
            problems.append(f"line {lineno}: expected 5 fields, got {len(parts)}")
            continue
        heat, name, team, time_s, flips = parts
        try:
            heat = int(heat)
            time_s = float(time_s)
            flips = int(flips)
        except ValueError as e:
            problems.append(f"line {lineno}: {e}")
            continue
        if flips < 0:
            problems.append(f"line {lineno}: negative flips for {name}")
            continue
        runners.append({"heat": heat, "name": name, "team": team,
                        "time": time_s, "flips": flips})

teams = {}
heats = {}
disqualified = []
for r in runners:
    if r["flips"] < MIN_FLIPS:
        disqualified.append(r["name"])
        continue
    t = teams.setdefault(r["team"], {"runners": 0, "total": 0.0, "best": None, "flips": 0})
    t["runners"] += 1
    t["total"] += r["time"]
    t["flips"] += r["flips"]
    if t["best"] is None or r["time"] < t["best"]:
        t["best"] = r["time"]
    h = heats.get(r["heat"])
    if h is None or r["time"] < h["time"]:
        heats[r["heat"]] = r

print("PANCAKE RACE RESULTS")
print(f"{'Team':<12}{'Runners':>8}{'Avg s':>9}{'Best s':>9}{'Flips':>7}")
standings = sorted(teams.items(), key=lambda kv: kv[1]["total"] / kv[1]["runners"])
for team, t in standings:
    avg = t["total"] / t["runners"]
    print(f"{team:<12}{t['runners']:>8}{avg:>9.2f}{t['best']:>9.2f}{t['flips']:>7}")

print()
print("Heat winners:")
for heat in sorted(heats):
    w = heats[heat]
    print(f"  heat {heat}: {w['name']} ({w['team']}) {w['time']:.2f}s, {w['flips']} flips")

fastest = min((r for r in runners if r["flips"] >= MIN_FLIPS), key=lambda r: r["time"])
print(f"Fastest overall: {fastest['name']} at {fastest['time']}s")
if disqualified:
    print(f"Disqualified (<{MIN_FLIPS} flips): {', '.join(disqualified)}")
for p in problems:
    print(f"! {p}")

summary = {
    "runners": len(runners),
    "problems": len(problems),
    "disqualified": len(disqualified),
    "winning_team": standings[0][0] if standings else None,
    "fastest": fastest["name"],
    "fastest_time": fastest["time"],
}
print(json.dumps(summary))
