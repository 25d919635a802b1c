#!/usr/bin/env python3
# Charcoal clamp burn log -> yield report per clamp, per grade, with a JSON summary.
import json
import sys
from datetime import datetime

PATH = "root/charcoal_burns.txt"
GRADES = {"A": 3.20, "B": 2.40, "fail": 0.0}   # price per kg of charcoal

try:
    with open(PATH, encoding="utf-8") as f:
        raw = f.read()
except OSError as e:
    print(f"cannot read {PATH}: {e}")
    sys.exit(1)

burns = []
problems = []
for lineno, line in enumerate(raw.splitlines(), 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split(";")]
    if len(fields) != 6:
        problems.append(f"line {lineno}: want 6 fields, found {len(fields)}")
        continue
    clamp, lit, wood, char, hours, grade = fields
    try:
        lit_at = datetime.strptime(lit, "%Y-%m-%d %H:%M")
        wood, char, hours = int(wood), int(char), float(hours)
    except ValueError as e:
        problems.append(f"line {lineno}: {e}")
        continue
    if grade not in GRADES:
        problems.append(f"line {lineno}: unknown grade {grade!r}")
        continue
    if char > wood:
        problems.append(f"line {lineno}: more charcoal ({char} kg) than wood ({wood} kg)")
        continue
    burns.append({"clamp": clamp, "lit": lit_at, "wood": wood, "char": char,
                  "hours": hours, "grade": grade})

clamps = {}
by_grade = {}
for b in burns:
    c = clamps.setdefault(b["clamp"], {"burns": 0, "wood": 0, "char": 0, "hours": 0.0, "value": 0.0})
    c["burns"] += 1
    c["wood"] += b["wood"]
    c["char"] += b["char"]
    c["hours"] += b["hours"]
    c["value"] += b["char"] * GRADES[b["grade"]]
    by_grade[b["grade"]] = by_grade.get(b["grade"], 0) + b["char"]

print("CHARCOAL CLAMP REPORT")
print(f"{'clamp':<6}{'burns':>6}{'wood kg':>9}{'char kg':>9}{'yield':>8}{'hours':>8}{'value':>10}")
for name, c in sorted(clamps.items()):
    pct = 100 * c["char"] / c["wood"] if c["wood"] else 0
    print(f"{name:<6}{c['burns']:>6}{c['wood']:>9}{c['char']:>9}{pct:>7.1f}%{c['hours']:>8.1f}{c['value']:>10.2f}")

print()
print("by grade:")
for grade, kg in sorted(by_grade.items(), key=lambda kv: -kv[1]):
    print(f"  {grade:<5}{kg:>6} kg")

if burns:
    first = min(burns, key=lambda b: b["lit"])
    last = max(burns, key=lambda b: b["lit"])
    span = (last["lit"] - first["lit"]).days
    fastest = min((b for b in burns if b["char"]), key=lambda b: b["hours"])
    print(f"season: {first['lit']:%d %b} to {last['lit']:%d %b} ({span} days)")
    print(f"fastest good burn: {fastest['clamp']} lit {fastest['lit']:%a %H:%M}, {fastest['hours']} h")

for p in problems:
    print(f"skipped {p}")

total_wood = sum(b["wood"] for b in burns)
total_char = sum(b["char"] for b in burns)
summary = {
    "burns": len(burns),
    "skipped": len(problems),
    "wood_kg": total_wood,
    "charcoal_kg": total_char,
    "yield_pct": round(100 * total_char / total_wood, 1) if total_wood else None,
    "value": round(sum(c["value"] for c in clamps.values()), 2),
    "best_clamp": max(clamps, key=lambda k: clamps[k]["char"] / clamps[k]["wood"]) if clamps else None,
}
print(json.dumps(summary))
