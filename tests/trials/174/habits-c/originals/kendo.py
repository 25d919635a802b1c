#!/usr/bin/env python3
# Kendo grading day report: pass rates per grade and per dojo.
import json
import os
import sys

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "root", "kendo_grading.txt")
PASS_MARK = 3  # judges needed for a pass on the shinsa (of 5)

with open(PATH, encoding="utf-8") as fh:
    lines = fh.read().splitlines()

candidates = []
problems = []
for n, raw in enumerate(lines, start=1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split(";")]
    try:
        name, dojo, grade, votes, kata = fields
    except ValueError:
        problems.append(f"line {n}: {len(fields)} fields, wanted 5")
        continue
    votes = votes.split()
    if len(votes) != 5:
        problems.append(f"line {n}: {name} has {len(votes)} votes")
        continue
    bad = [v for v in votes if v not in ("P", "F")]
    if bad:
        problems.append(f"line {n}: {name} has odd vote(s) {','.join(bad)}")
        continue
    yes = votes.count("P")
    passed = yes >= PASS_MARK and kata == "pass"
    candidates.append({
        "name": name, "dojo": dojo, "grade": grade,
        "yes": yes, "kata": kata, "passed": passed,
    })

if not candidates:
    print("no valid candidates", file=sys.stderr)
    sys.exit(1)


def grade_key(g):
    # kyu grades count down to 1-kyu, then dan grades count up
    num, kind = g.split("-")
    return (0, -int(num)) if kind == "kyu" else (1, int(num))


by_grade = {}
by_dojo = {}
for c in candidates:
    g = by_grade.setdefault(c["grade"], {"sat": 0, "passed": 0})
    g["sat"] += 1
    g["passed"] += c["passed"]
    d = by_dojo.setdefault(c["dojo"], {"sat": 0, "passed": 0, "votes": 0})
    d["sat"] += 1
    d["passed"] += c["passed"]
    d["votes"] += c["yes"]

print("KENDO GRADING DAY")
print("-" * 34)
for c in candidates:
    mark = "PASS" if c["passed"] else "fail"
    why = "" if c["passed"] or c["yes"] >= PASS_MARK else f" ({c['yes']}/5)"
    if not c["passed"] and c["kata"] != "pass":
        why = " (kata)"
    print(f"{c['name']:<13} {c['grade']:>6}  {mark}{why}")

print()
print("By grade:")
for grade in sorted(by_grade, key=grade_key):
    s = by_grade[grade]
    print(f"  {grade:>6}: {s['passed']}/{s['sat']} passed")

print("By dojo:")
for dojo, s in sorted(by_dojo.items(), key=lambda kv: (-kv[1]["passed"] / kv[1]["sat"], kv[0])):
    rate = 100 * s["passed"] / s["sat"]
    avg = s["votes"] / s["sat"]
    print(f"  {dojo:<9} {rate:5.1f}% pass, {avg:.2f} flags/candidate")

for p in problems:
    print(f"skipped {p}")

total_passed = sum(c["passed"] for c in candidates)
best = max(by_dojo, key=lambda k: by_dojo[k]["passed"] / by_dojo[k]["sat"])
summary = {
    "candidates": len(candidates),
    "passed": total_passed,
    "pass_rate": round(total_passed / len(candidates), 3),
    "skipped": len(problems),
    "top_dojo": best,
    "highest_grade_passed": max((c["grade"] for c in candidates if c["passed"]), key=grade_key),
}
print(json.dumps(summary))
