#!/usr/bin/env python3
# Rubik's cube club night: average-of-5 per competitor, rankings per puzzle.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/cube_solves.txt"

results = {}      # puzzle -> list of (name, ao5, best)
problems = []
solves_total = 0
dnf_total = 0

with open(path) as fh:
    for lineno, line in enumerate(fh, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            name, puzzle, times_text = [part.strip() for part in line.split("|")]
        except ValueError:
            problems.append(f"line {lineno}: expected 3 fields")
            continue
        raw_times = times_text.split()
        if len(raw_times) != 5:
            problems.append(f"line {lineno}: {name} has {len(raw_times)} solves, need 5")
            continue
        times = []
        try:
            for t in raw_times:
                times.append(None if t.upper() == "DNF" else float(t))
        except ValueError:
            problems.append(f"line {lineno}: {name} has bad time {t!r}")
            continue

        solves_total += len(times)
        dnfs = times.count(None)
        dnf_total += dnfs
        finished = sorted(x for x in times if x is not None)
        best = finished[0] if finished else None
        if dnfs >= 2:
            ao5 = None                       # two DNFs means a DNF average
        else:
            # drop best and worst; a single DNF counts as the worst
            middle = finished[1:4] if dnfs == 0 else finished[1:]
            ao5 = round(sum(middle) / 3, 2)
        results.setdefault(puzzle, []).append((name, ao5, best))

print("CUBE CLUB NIGHT - AVERAGE OF 5")
print()
podium = {}
for puzzle in sorted(results):
    entries = results[puzzle]
    ranked = sorted(entries, key=lambda e: (e[1] is None, e[1] or 0, e[2] or 0))
    print(f"{puzzle} ({len(entries)} competitors)")
    for place, (name, ao5, best) in enumerate(ranked, 1):
        avg_text = "DNF" if ao5 is None else f"{ao5:.2f}"
        best_text = "-" if best is None else f"{best:.2f}"
        print(f"  {place}. {name:<12} ao5 {avg_text:>6}  best {best_text:>6}")
    podium[puzzle] = ranked[0][0]
    print()

fastest = min(
    ((name, best, puzzle) for puzzle, entries in results.items()
     for name, _, best in entries if best is not None),
    key=lambda x: x[1],
)
print(f"Fastest single: {fastest[0]} {fastest[1]:.2f}s on {fastest[2]}")
if problems:
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

summary = {
    "competitors": sum(len(v) for v in results.values()),
    "solves": solves_total,
    "dnf_rate": round(dnf_total / solves_total, 3) if solves_total else 0,
    "winners": podium,
    "skipped": len(problems),
}
print(json.dumps(summary))
