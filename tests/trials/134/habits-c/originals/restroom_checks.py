#!/usr/bin/env python3
# Motorway service station: restroom cleaning check sheet -> shift report
import json
import os
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "root", "restroom_checks.log")
PASS_MARK = 7
MAX_GAP_MIN = 90

with open(PATH) as fh:
    lines = fh.read().splitlines()

checks = []
problems = []
for lineno, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        problems.append(f"line {lineno}: wanted 6 fields, found {len(fields)}")
        continue
    stamp, side, room, score, cleaner, note = fields
    try:
        when = datetime.strptime(stamp, "%Y-%m-%d %H:%M")
        score = int(score)
    except ValueError as e:
        problems.append(f"line {lineno}: {e}")
        continue
    if not 0 <= score <= 10:
        problems.append(f"line {lineno}: score {score} out of range")
        continue
    checks.append({"when": when, "site": f"{side}/{room}", "score": score,
                   "cleaner": cleaner, "note": note})

checks.sort(key=lambda c: c["when"])

by_site = {}
by_cleaner = {}
for c in checks:
    by_site.setdefault(c["site"], []).append(c)
    stats = by_cleaner.setdefault(c["cleaner"], {"checks": 0, "total": 0})
    stats["checks"] += 1
    stats["total"] += c["score"]

print("RESTROOM CLEANING CHECKS")
print(f"{len(checks)} checks on {len(by_site)} restrooms\n")

print(f"{'restroom':<22}{'checks':>7}{'avg':>6}{'worst':>7}  longest gap")
gaps_over = 0
for site in sorted(by_site):
    rows = by_site[site]
    scores = [r["score"] for r in rows]
    avg = sum(scores) / len(scores)
    longest = 0
    for prev, cur in zip(rows, rows[1:]):
        gap = int((cur["when"] - prev["when"]).total_seconds() // 60)
        longest = max(longest, gap)
        if gap > MAX_GAP_MIN:
            gaps_over += 1
    flag = " !" if longest > MAX_GAP_MIN else ""
    print(f"{site:<22}{len(rows):>7}{avg:>6.1f}{min(scores):>7}  {longest} min{flag}")

print("\nCleaners:")
for name, s in sorted(by_cleaner.items(), key=lambda kv: -kv[1]["total"] / kv[1]["checks"]):
    print(f"  {name:<8} {s['checks']} checks, avg {s['total'] / s['checks']:.2f}")

failed = [c for c in checks if c["score"] < PASS_MARK]
print(f"\nBelow pass mark ({PASS_MARK}):")
for c in failed:
    note = c["note"] if c["note"] != "ok" else "no note"
    print(f"  {c['when']:%H:%M} {c['site']:<22} {c['score']:>2}  {note}")

if problems:
    print("\nRejected lines:")
    for p in problems:
        print(f"  {p}")

summary = {
    "checks": len(checks),
    "restrooms": len(by_site),
    "failed": len(failed),
    "pass_rate": round(100 * (len(checks) - len(failed)) / len(checks), 1),
    "gaps_over_limit": gaps_over,
    "rejected": len(problems),
}
print(json.dumps(summary))
