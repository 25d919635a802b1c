#!/usr/bin/env python3
# Sportive day report: finish times, splits and DNFs from the checkpoint log.
import json
import sys

CHECKPOINTS = ["START", "CP1", "CP2", "CP3", "FINISH"]
path = sys.argv[1] if len(sys.argv) > 1 else "root/sportive.log"


def to_seconds(stamp):
    h, m, s = (int(x) for x in stamp.split(":"))
    if not (0 <= h < 24 and 0 <= m < 60 and 0 <= s < 60):
        raise ValueError(f"bad clock time {stamp}")
    return h * 3600 + m * 60 + s


def fmt(secs):
    h, rest = divmod(secs, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}"


riders = {}
problems = []
with open(path) as fh:
    for lineno, line in enumerate(fh, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields = line.split("|")
        if len(fields) != 4:
            problems.append(f"line {lineno}: expected 4 fields, got {len(fields)}")
            continue
        rider_id, name, checkpoint, stamp = fields
        try:
            rid = int(rider_id)
            secs = to_seconds(stamp)
        except ValueError as err:
            problems.append(f"line {lineno}: {err}")
            continue
        if checkpoint not in CHECKPOINTS:
            problems.append(f"line {lineno}: unknown checkpoint {checkpoint}")
            continue
        rider = riders.setdefault(rid, {"name": name, "times": {}})
        rider["times"][checkpoint] = secs

finishers = []
dnf = []
for rid, rider in sorted(riders.items()):
    times = rider["times"]
    if "START" not in times:
        problems.append(f"rider {rid}: no START recorded")
        continue
    if "FINISH" in times:
        finishers.append((times["FINISH"] - times["START"], rid, rider["name"]))
    else:
        last = max(times, key=lambda cp: CHECKPOINTS.index(cp))
        dnf.append((rid, rider["name"], last))

finishers.sort()
print("SPORTIVE RESULTS")
print("-" * 40)
for place, (elapsed, rid, name) in enumerate(finishers, 1):
    print(f"{place:>2}. #{rid} {name:<12} {fmt(elapsed)}")

print()
print("Fastest split per leg:")
for a, b in zip(CHECKPOINTS, CHECKPOINTS[1:]):
    best = None
    for rid, rider in riders.items():
        t = rider["times"]
        if a in t and b in t:
            leg = t[b] - t[a]
            if best is None or leg < best[0]:
                best = (leg, rider["name"])
    if best:
        print(f"  {a:>6} -> {b:<6} {fmt(best[0])} {best[1]}")
    else:
        print(f"  {a:>6} -> {b:<6} n/a")

if dnf:
    print()
    print("Did not finish:")
    for rid, name, last in dnf:
        print(f"  #{rid} {name} (last seen {last})")

if problems:
    print()
    print(f"Problems ({len(problems)}):")
    for p in problems:
        print(f"  {p}")

avg = sum(e for e, _, _ in finishers) / len(finishers) if finishers else 0
summary = {
    "riders": len(riders),
    "finished": len(finishers),
    "dnf": len(dnf),
    "winner": finishers[0][2] if finishers else None,
    "avg_time": fmt(int(avg)),
    "problems": len(problems),
}
print(json.dumps(summary))
