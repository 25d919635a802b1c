#!/usr/bin/env python3
# Show-jumping results: rank each class by faults then time.
import json
import sys
from pathlib import Path

path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "root" / "showjumping.txt"
TIME_ALLOWED = {"90cm": 63.0, "1.10m": 74.0}
OUT_CODES = {"E": "eliminated", "R": "retired", "W": "withdrawn"}

classes = {}
out = []
skipped = []

with open(path, encoding="utf-8") as fh:
    for lineno, line in enumerate(fh, 1):
        line = line.rstrip("\n")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        if len(fields) != 5:
            skipped.append(f"line {lineno}: {len(fields)} fields")
            continue
        rider, horse, cls, faults, time = fields
        if faults.upper() in OUT_CODES:
            out.append((cls, rider, horse, OUT_CODES[faults.upper()]))
            continue
        try:
            faults = int(faults)
            time = float(time)
        except ValueError as e:
            skipped.append(f"line {lineno}: {e}")
            continue
        # one time fault per started second over the time allowed
        over = time - TIME_ALLOWED.get(cls, 999)
        time_faults = int(over) + (1 if over % 1 else 0) if over > 0 else 0
        classes.setdefault(cls, []).append({
            "rider": rider,
            "horse": horse,
            "faults": faults + time_faults,
            "time": time,
        })

print("SHOW JUMPING RESULTS")
print("=" * 44)
winners = {}
clears = 0
for cls in sorted(classes, key=lambda c: TIME_ALLOWED.get(c, 0)):
    entries = sorted(classes[cls], key=lambda e: (e["faults"], e["time"]))
    print(f"\nClass {cls} (time allowed {TIME_ALLOWED[cls]:.0f}s), {len(entries)} placed")
    place = 0
    prev = None
    for i, e in enumerate(entries, 1):
        key = (e["faults"], e["time"])
        if key != prev:
            place = i
        prev = key
        mark = "*" if e["faults"] == 0 else " "
        print(f"  {place:>2}. {e['rider']:<11} {e['horse']:<13} {e['faults']:>3} flt {e['time']:6.2f}s {mark}")
        clears += e["faults"] == 0
    winners[cls] = entries[0]["rider"]
    fault_list = [e["faults"] for e in entries]
    print(f"  mean faults {sum(fault_list) / len(fault_list):.2f}, clear rounds {fault_list.count(0)}")

if out:
    print("\nDid not finish:")
    for cls, rider, horse, why in sorted(out):
        print(f"  {cls:>5}  {rider} on {horse} - {why}")

if skipped:
    print(f"\nSkipped {len(skipped)} bad line(s):")
    for s in skipped:
        print(f"  {s}")

summary = {
    "placed": sum(len(v) for v in classes.values()),
    "clear": clears,
    "dnf": len(out),
    "skipped": len(skipped),
    "winners": winners,
}
print(json.dumps(summary))
