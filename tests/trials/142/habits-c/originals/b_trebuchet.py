#!/usr/bin/env python3
# Pumpkin trebuchet contest: best legal throw per team, plus some totals.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/trebuchet_throws.txt"
with open(path) as f:
    text = f.read()

teams = {}
errors = []
throws = 0
fouls = 0
heaviest = None

for n, raw in enumerate(text.splitlines(), 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split("|")]
    if len(fields) != 5:
        errors.append(f"line {n}: wanted 5 fields, found {len(fields)}")
        continue
    team, rnd, kg, dist, landed = fields
    try:
        rnd = int(rnd)
        kg = float(kg)
        dist = float(dist)
    except ValueError as e:
        errors.append(f"line {n}: {e}")
        continue
    if dist < 0:
        errors.append(f"line {n}: negative distance {dist}")
        continue
    if landed not in ("in", "out"):
        errors.append(f"line {n}: landed must be in/out, not {landed!r}")
        continue

    throws += 1
    t = teams.setdefault(team, {"throws": 0, "legal": [], "kg": 0.0})
    t["throws"] += 1
    t["kg"] += kg
    if landed == "in":
        t["legal"].append(dist)
    else:
        fouls += 1
    if heaviest is None or kg > heaviest[1]:
        heaviest = (team, kg)

ranking = []
for name, t in teams.items():
    best = max(t["legal"]) if t["legal"] else 0.0
    mean = sum(t["legal"]) / len(t["legal"]) if t["legal"] else 0.0
    ranking.append((best, mean, name, t))
ranking.sort(key=lambda r: (-r[0], r[2]))

print("PUMPKIN TREBUCHET CONTEST")
print("-" * 25)
print(f"{'#':>2}  {'team':<15}{'throws':>7}{'legal':>6}{'best m':>9}{'mean m':>9}{'avg kg':>8}")
for place, (best, mean, name, t) in enumerate(ranking, 1):
    avg_kg = t["kg"] / t["throws"]
    print(f"{place:>2}. {name:<15}{t['throws']:>7}{len(t['legal']):>6}"
          f"{best:>9.2f}{mean:>9.2f}{avg_kg:>8.2f}")

print()
all_legal = [d for t in teams.values() for d in t["legal"]]
if all_legal:
    print(f"Longest legal throw: {max(all_legal):.2f} m by {ranking[0][2]}")
    print(f"Mean legal throw:    {sum(all_legal) / len(all_legal):.2f} m")
if heaviest:
    print(f"Heaviest pumpkin:    {heaviest[1]:.1f} kg ({heaviest[0]})")
print(f"Fouls (landed out):  {fouls}")

if errors:
    print(f"\n{len(errors)} line(s) rejected:")
    for e in errors:
        print(f"  {e}")

summary = {
    "teams": len(teams),
    "throws": throws,
    "fouls": fouls,
    "rejected": len(errors),
    "winner": ranking[0][2] if ranking else None,
    "best_m": ranking[0][0] if ranking else None,
}
print(json.dumps(summary))
