#!/usr/bin/env python3
# Sourdough starter feeding log -> per-starter report + JSON summary.
import json
import sys
from collections import defaultdict

path = sys.argv[1] if len(sys.argv) > 1 else "root/sourdough.log"

REQUIRED = ("starter", "flour", "water", "rise")
feeds = defaultdict(list)
notes = {}
problems = []
days = set()

with open(path, encoding="utf-8") as fh:
    for n, raw in enumerate(fh, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        head, *fields = [p.strip() for p in line.split("|")]
        if not fields:
            problems.append(f"line {n}: no '|' separators")
            continue
        rec = {}
        for f in fields:
            key, _, value = f.partition("=")
            rec[key] = value
        missing = [k for k in REQUIRED if k not in rec]
        if missing:
            problems.append(f"line {n}: missing {', '.join(missing)}")
            continue
        try:
            flour = int(rec["flour"])
            water = int(rec["water"])
            rise = float(rec["rise"])
        except ValueError as e:
            problems.append(f"line {n}: {e}")
            continue
        if flour <= 0:
            problems.append(f"line {n}: flour must be positive, got {flour}")
            continue
        date, time = head.split()
        days.add(date)
        feeds[rec["starter"]].append((date, time, flour, water, rise))
        if "note" in rec:
            notes[rec["starter"]] = rec["note"]

print(f"Sourdough feeding report ({len(days)} days)")
print("-" * 44)

best_name, best_rise = None, 0.0
total_flour = 0
for name in sorted(feeds, key=lambda s: (-len(feeds[s]), s)):
    rows = feeds[name]
    flour = sum(r[2] for r in rows)
    water = sum(r[3] for r in rows)
    rises = [r[4] for r in rows]
    avg = sum(rises) / len(rises)
    hydration = water / flour * 100
    total_flour += flour
    print(f"{name:<12} feeds={len(rows):<2} flour={flour:>4}g "
          f"hydration={hydration:5.1f}% avg rise x{avg:.2f}")
    peak = max(rows, key=lambda r: r[4])
    print(f"{'':12} peak x{peak[4]} on {peak[0]} at {peak[1]}")
    if name in notes:
        print(f"{'':12} note: {notes[name]!r}")
    if avg > best_rise:
        best_name, best_rise = name, avg

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  - {p}")

summary = {
    "starters": len(feeds),
    "feeds": sum(len(v) for v in feeds.values()),
    "flour_g": total_flour,
    "liveliest": best_name,
    "best_avg_rise": round(best_rise, 2),
    "skipped": len(problems),
}
print(json.dumps(summary, sort_keys=False))
