#!/usr/bin/env python3
# Office step-count challenge: per person totals, team table, daily goal hits.
import json
import sys

GOAL = 10000
path = sys.argv[1] if len(sys.argv) > 1 else "root/steps.txt"

people = {}
teams = {}
days = {}
bad = []

with open(path, encoding="utf-8") as f:
    lines = f.read().splitlines()

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 4:
        bad.append(f"line {n}: wrong number of fields ({len(parts)})")
        continue
    day, name, team, steps = parts
    try:
        steps = int(steps)
    except ValueError:
        bad.append(f"line {n}: steps not a number: {steps!r}")
        continue
    if steps < 0:
        bad.append(f"line {n}: negative steps {steps}")
        continue

    p = people.setdefault(name, {"team": team, "total": 0, "days": 0, "goal_days": 0, "best": 0})
    p["total"] += steps
    p["days"] += 1
    if steps >= GOAL:
        p["goal_days"] += 1
    p["best"] = max(p["best"], steps)
    teams[team] = teams.get(team, 0) + steps
    days[day] = days.get(day, 0) + steps

print(f"Step challenge report (goal {GOAL:,} steps/day)")
print("=" * 44)
print(f"{'name':<8}{'team':<9}{'total':>8}{'avg':>8}{'goal':>6}")

ranking = sorted(people.items(), key=lambda kv: (-kv[1]["total"], kv[0]))
for name, p in ranking:
    avg = p["total"] / p["days"]
    print(f"{name:<8}{p['team']:<9}{p['total']:>8,}{avg:>8.0f}{p['goal_days']:>4}/{p['days']}")

print()
print("Teams:")
for team, total in sorted(teams.items(), key=lambda kv: kv[1], reverse=True):
    members = [n for n, p in people.items() if p["team"] == team]
    print(f"  {team:<8} {total:>8,}  ({len(members)} walkers, {total / len(members):,.1f} each)")

print()
print("Daily totals:")
for day in sorted(days):
    print(f"  {day}  {days[day]:>7,}")

best_day = max(days, key=days.get) if days else None

if bad:
    print()
    print(f"Skipped {len(bad)} bad lines:")
    for msg in bad:
        print(f"  {msg}")

summary = {
    "walkers": len(people),
    "total_steps": sum(days.values()),
    "leader": ranking[0][0] if ranking else None,
    "best_day": best_day,
    "goal_hits": sum(p["goal_days"] for p in people.values()),
    "skipped": len(bad),
}
print(json.dumps(summary))
