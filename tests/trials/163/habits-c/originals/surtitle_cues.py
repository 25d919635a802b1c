#!/usr/bin/env python3
# Surtitle cue timing report: how late/early each operator fires cues per performance.
import json
import sys

LATE = 1.0      # seconds after the scheduled time that counts as late
EARLY = -0.5    # firing this early is flagged too

path = sys.argv[1] if len(sys.argv) > 1 else "root/surtitle_cues.log"

performances = {}   # date -> list of offsets
operators = {}      # name -> {"cues": n, "late": n, "total_offset": x}
flagged = []
bad = []

with open(path) as fh:
    for lineno, line in enumerate(fh, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split("|")
        if len(parts) != 6:
            bad.append((lineno, f"{len(parts)} fields"))
            continue
        date, act, cue, sched, fired, op = parts
        try:
            act = int(act)
            cue = int(cue)
            offset = float(fired) - float(sched)
        except ValueError as e:
            bad.append((lineno, str(e)))
            continue

        performances.setdefault(date, []).append(offset)
        stats = operators.setdefault(op, {"cues": 0, "late": 0, "total_offset": 0.0})
        stats["cues"] += 1
        stats["total_offset"] += offset
        if offset > LATE:
            stats["late"] += 1
            flagged.append(f"{date} act {act} cue {cue}: {offset:+.1f}s late ({op})")
        elif offset < EARLY:
            flagged.append(f"{date} act {act} cue {cue}: {-offset:.1f}s early ({op})")

print(f"Surtitle cue report for {path}")
print("=" * 50)

print("\nPer performance:")
for date in sorted(performances):
    offs = performances[date]
    worst = max(offs, key=abs)
    mean = sum(offs) / len(offs)
    print(f"  {date}  cues={len(offs):2d}  mean={mean:+.2f}s  worst={worst:+.1f}s")

print("\nPer operator:")
for op, s in sorted(operators.items(), key=lambda kv: kv[1]["total_offset"] / kv[1]["cues"]):
    avg = s["total_offset"] / s["cues"]
    pct = 100 * s["late"] / s["cues"]
    print(f"  {op:<8} {s['cues']:3d} cues  avg {avg:+.2f}s  late {s['late']} ({pct:.0f}%)")

if flagged:
    print("\nFlagged cues:")
    for f in flagged:
        print(f"  - {f}")

if bad:
    print(f"\nSkipped {len(bad)} bad line(s):")
    for lineno, why in bad:
        print(f"  line {lineno}: {why}")

all_offsets = [o for offs in performances.values() for o in offs]
total_late = sum(s["late"] for s in operators.values())
summary = {
    "performances": len(performances),
    "cues": len(all_offsets),
    "late": total_late,
    "on_time_pct": round(100 * (len(all_offsets) - total_late) / len(all_offsets), 1) if all_offsets else None,
    "mean_offset_s": round(sum(all_offsets) / len(all_offsets), 3) if all_offsets else None,
    "bad_lines": len(bad),
}
print()
print(json.dumps(summary))
