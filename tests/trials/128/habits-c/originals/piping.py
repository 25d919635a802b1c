#!/usr/bin/env python3
# Solo piping contest: average judges' marks, rank pipers per grade.
import json
import sys

PATH = "root/piping.txt"
MAX_MARK = 100

events = {}      # event -> list of (piper, mean)
pipers = {}      # piper -> {"grade": g, "marks": [means]}
problems = []

try:
    with open(PATH) as fh:
        lines = fh.read().splitlines()
except OSError as e:
    print(f"cannot read {PATH}: {e}")
    sys.exit(1)

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 4:
        problems.append(f"line {n}: expected 4 fields, found {len(fields)}")
        continue
    piper, grade, event, marks_text = fields
    try:
        marks = [int(m) for m in marks_text.split()]
    except ValueError:
        problems.append(f"line {n}: non-numeric mark in '{marks_text}'")
        continue
    if len(marks) != 3:
        problems.append(f"line {n}: {piper} has {len(marks)} marks, need 3")
        continue
    if any(m < 0 or m > MAX_MARK for m in marks):
        problems.append(f"line {n}: mark out of range for {piper}: {marks}")
        continue
    mean = sum(marks) / len(marks)
    events.setdefault(event, []).append((piper, mean))
    entry = pipers.setdefault(piper, {"grade": grade, "marks": []})
    entry["marks"].append(mean)

print("SOLO PIPING RESULTS")
print()
for event in sorted(events):
    print(f"{event}:")
    ranked = sorted(events[event], key=lambda pm: (-pm[1], pm[0]))
    for place, (piper, mean) in enumerate(ranked, 1):
        print(f"  {place}. {piper:<14} {mean:6.2f}")
    print()

by_grade = {}
for piper, info in pipers.items():
    overall = sum(info["marks"]) / len(info["marks"])
    by_grade.setdefault(info["grade"], []).append((overall, piper))

champions = {}
print("Grade champions:")
for grade in sorted(by_grade):
    best_score, best = max(by_grade[grade])
    champions[grade] = best
    print(f"  Grade {grade}: {best} ({best_score:.1f} avg over {len(pipers[best]['marks'])} events)")

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  - {p}")

all_means = [m for info in pipers.values() for m in info["marks"]]
summary = {
    "entries": len(all_means),
    "pipers": len(pipers),
    "skipped": len(problems),
    "top_mark": max(all_means),
    "champions": champions,
}
print(json.dumps(summary))
