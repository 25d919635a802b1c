#!/usr/bin/env python3
# Pick accuracy report for the distribution centre, one line per picker.
import json
import sys
from pathlib import Path

path = Path(__file__).resolve().parent.parent / "root" / "picks.txt"
TARGET_ACCURACY = 98.5  # percent of lines picked without error

pickers = {}
shifts = {}
problems = []

with open(path) as fh:
    for n, raw in enumerate(fh, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = line.split("|")
        if len(fields) != 5:
            problems.append(f"line {n}: wrong field count ({len(fields)})")
            continue
        name, shift, lines, errors, minutes = fields
        try:
            lines, errors, minutes = int(lines), int(errors), int(minutes)
        except ValueError as e:
            problems.append(f"line {n}: {e}")
            continue
        if lines <= 0 or minutes <= 0:
            problems.append(f"line {n}: nothing picked ({lines} lines)")
            continue
        p = pickers.setdefault(name, {"lines": 0, "errors": 0, "minutes": 0, "shifts": set()})
        p["lines"] += lines
        p["errors"] += errors
        p["minutes"] += minutes
        p["shifts"].add(shift)
        s = shifts.setdefault(shift, [0, 0])
        s[0] += lines
        s[1] += errors

if not pickers:
    print("no usable rows", file=sys.stderr)
    sys.exit(1)

print(f"{'picker':<8}{'lines':>7}{'errors':>8}{'acc %':>8}{'lines/h':>9}  shifts")
below = []
for name in sorted(pickers):
    p = pickers[name]
    acc = 100.0 * (1 - p["errors"] / p["lines"])
    rate = p["lines"] / (p["minutes"] / 60)
    flag = "" if acc >= TARGET_ACCURACY else "  << below target"
    if flag:
        below.append(name)
    print(f"{name:<8}{p['lines']:>7}{p['errors']:>8}{acc:>8.2f}{rate:>9.1f}  "
          f"{','.join(sorted(p['shifts']))}{flag}")

print()
for shift, (lines, errors) in sorted(shifts.items(), key=lambda kv: -kv[1][0]):
    print(f"{shift:>6}: {lines} lines, {errors} errors, {errors / lines:.2%} error rate")

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for msg in problems:
        print("  " + msg)

total_lines = sum(p["lines"] for p in pickers.values())
total_errors = sum(p["errors"] for p in pickers.values())
summary = {
    "pickers": len(pickers),
    "lines": total_lines,
    "accuracy": round(100 * (1 - total_errors / total_lines), 2),
    "below_target": below,
    "skipped": len(problems),
}
print(json.dumps(summary))
