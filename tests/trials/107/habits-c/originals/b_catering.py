#!/usr/bin/env python3
# Film-set catering: meals served and cost per head, by day, unit and meal.
import json
import sys

BUDGET = {"breakfast": 6.50, "lunch": 10.50, "supper": 13.00}  # GBP per head
path = sys.argv[1] if len(sys.argv) > 1 else "root/catering.txt"

by_day = {}
by_unit = {}
by_meal = {}
over_budget = []
problems = []
total_served = 0
total_cost = 0.0

with open(path) as fh:
    for lineno, raw in enumerate(fh, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 5:
            problems.append(f"line {lineno}: expected 5 fields, got {len(parts)}")
            continue
        day, unit, meal, served, cost = parts
        try:
            day = int(day)
            served = int(served)
            cost = float(cost)
        except ValueError as e:
            problems.append(f"line {lineno}: {e}")
            continue
        if meal not in BUDGET:
            problems.append(f"line {lineno}: unknown meal '{meal}'")
            continue
        if served <= 0:
            problems.append(f"line {lineno}: nobody served")
            continue

        total_served += served
        total_cost += cost
        d = by_day.setdefault(day, {"served": 0, "cost": 0.0})
        d["served"] += served
        d["cost"] += cost
        u = by_unit.setdefault(unit, {"served": 0, "cost": 0.0, "meals": 0})
        u["served"] += served
        u["cost"] += cost
        u["meals"] += 1
        m = by_meal.setdefault(meal, [0, 0.0])
        m[0] += served
        m[1] += cost

        per_head = cost / served
        if per_head > BUDGET[meal]:
            over_budget.append((day, unit, meal, per_head))

print("FILM-SET CATERING REPORT")
print("-" * 24)
print("By day:")
for day in sorted(by_day):
    d = by_day[day]
    print(f"  day {day}: {d['served']:>4} served  £{d['cost']:>9.2f}")

print("By unit:")
for unit, u in sorted(by_unit.items(), key=lambda kv: kv[1]["served"], reverse=True):
    avg = u["cost"] / u["served"]
    print(f"  {unit:<9} {u['meals']:>2} sittings {u['served']:>4} served  £{avg:.2f}/head")

print("By meal (vs budget):")
for meal in BUDGET:
    if meal not in by_meal:
        print(f"  {meal:<10} none")
        continue
    served, cost = by_meal[meal]
    avg = cost / served
    mark = "OVER" if avg > BUDGET[meal] else "ok"
    print(f"  {meal:<10} {served:>4} x £{avg:5.2f} (budget £{BUDGET[meal]:.2f}) {mark}")

if over_budget:
    print("Sittings over budget:")
    for day, unit, meal, per_head in over_budget:
        print(f"  day {day} {unit} {meal}: £{per_head:.2f}/head")

if problems:
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

summary = {
    "days": len(by_day),
    "served": total_served,
    "cost": round(total_cost, 2),
    "per_head": round(total_cost / total_served, 2) if total_served else None,
    "over_budget": len(over_budget),
    "skipped": len(problems),
}
print(json.dumps(summary))
