#!/usr/bin/env python3
# County fair pie contest: tally the judges' score sheets and name the winners.
import json
import os
import sys

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "root", "pies.txt")
CATEGORIES = {"fruit", "savoury", "cream"}
WEIGHTS = {"taste": 0.5, "texture": 0.3, "appearance": 0.2}

entries = {}      # entry id -> {"baker", "category", "scores": [...]}
judges = {}       # judge -> number of sheets accepted
problems = []

with open(path, encoding="utf-8") as fh:
    lines = fh.read().splitlines()

for lineno, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 7:
        problems.append(f"line {lineno}: {len(fields)} fields, wanted 7")
        continue
    judge, entry, baker, category, *marks = fields
    if category not in CATEGORIES:
        problems.append(f"line {lineno}: category '{category}' not judged this year")
        continue
    try:
        taste, texture, appearance = (float(m) for m in marks)
    except ValueError as e:
        problems.append(f"line {lineno}: {e}")
        continue
    if not all(0 <= m <= 10 for m in (taste, texture, appearance)):
        problems.append(f"line {lineno}: mark out of range in {marks}")
        continue

    score = taste * WEIGHTS["taste"] + texture * WEIGHTS["texture"] + appearance * WEIGHTS["appearance"]
    rec = entries.setdefault(entry, {"baker": baker, "category": category, "scores": []})
    rec["scores"].append(score)
    judges[judge] = judges.get(judge, 0) + 1

if not entries:
    print("no valid score sheets", file=sys.stderr)
    sys.exit(1)

print("COUNTY FAIR PIE CONTEST")
print("=" * 44)
print(f"{'entry':<6}{'baker':<14}{'category':<9}{'sheets':>6}{'mean':>8}")
for entry, rec in sorted(entries.items()):
    rec["mean"] = sum(rec["scores"]) / len(rec["scores"])
    print(f"{entry:<6}{rec['baker']:<14}{rec['category']:<9}{len(rec['scores']):>6}{rec['mean']:>8.2f}")

print()
winners = {}
for cat in sorted(CATEGORIES):
    ranked = sorted(
        ((rec["mean"], e) for e, rec in entries.items() if rec["category"] == cat),
        reverse=True,
    )
    if not ranked:
        print(f"{cat.title()}: no entries")
        continue
    best_mean, best = ranked[0]
    winners[cat] = entries[best]["baker"]
    margin = best_mean - ranked[1][0] if len(ranked) > 1 else None
    note = f" by {margin:.2f}" if margin is not None else " (unopposed)"
    print(f"{cat.title()} winner: {entries[best]['baker']} ({best}, {best_mean:.2f}){note}")

print()
print("Sheets per judge: " + ", ".join(f"{j}={n}" for j, n in sorted(judges.items())))
if problems:
    print(f"Skipped {len(problems)} line(s):")
    for p in problems:
        print(f"  - {p}")

best_entry = max(entries, key=lambda e: entries[e]["mean"])
summary = {
    "entries": len(entries),
    "sheets": sum(judges.values()),
    "skipped": len(problems),
    "best_in_show": entries[best_entry]["baker"],
    "best_mean": round(entries[best_entry]["mean"], 2),
    "winners": winners,
}
print(json.dumps(summary))
