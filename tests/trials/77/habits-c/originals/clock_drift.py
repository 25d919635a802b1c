import json
import sys

PATH = "root/clock_drift.txt"
TOLERANCE = 10.0  # seconds either way before a clock needs adjusting

readings = {}
inspectors = {}
problems = []

try:
    with open(PATH, encoding="utf-8") as f:
        lines = f.read().splitlines()
except OSError as e:
    sys.exit(f"cannot read {PATH}: {e}")

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 4:
        problems.append(f"line {n}: expected 4 fields, got {len(parts)}")
        continue
    day, clock, off, who = parts
    try:
        seconds = float(off)
    except ValueError:
        problems.append(f"line {n}: bad offset {off!r}")
        continue
    if not who:
        problems.append(f"line {n}: no inspector")
        continue
    readings.setdefault(clock, []).append((day, seconds))
    inspectors[who] = inspectors.get(who, 0) + 1

print("Tower clock drift report")
print("-" * 24)

worst_clock = None
worst_off = 0.0
needs_adjusting = []
for clock in sorted(readings):
    checks = readings[clock]
    offs = [s for _, s in checks]
    mean = sum(offs) / len(offs)
    biggest = max(offs, key=abs)
    if abs(biggest) > abs(worst_off):
        worst_clock, worst_off = clock, biggest
    # drift per week between the first and the last check
    if len(checks) > 1:
        rate = (offs[-1] - offs[0]) / (len(checks) - 1)
        trend = f"{rate:+.2f} s/week"
    else:
        trend = "n/a"
    flag = ""
    if abs(offs[-1]) > TOLERANCE:
        flag = "  ADJUST"
        needs_adjusting.append(clock)
    print(f"{clock:<14} checks={len(checks)}  mean={mean:+6.2f}s  "
          f"last={offs[-1]:+.1f}s  trend={trend}{flag}")

print()
print("Checks per inspector:")
for who, count in sorted(inspectors.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"  {who}: {count}")

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

total = sum(len(v) for v in readings.values())
summary = {
    "clocks": len(readings),
    "readings": total,
    "skipped": len(problems),
    "worst": {"clock": worst_clock, "seconds": worst_off},
    "adjust": needs_adjusting,
}
print(json.dumps(summary))
