#!/usr/bin/env python3
# Fish pass counter: net upstream runs per species and per day.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/fishpass_counts.txt"
DIRECTIONS = {"up": 1, "down": -1}

counts = {}        # species -> {"up": n, "down": n}
lengths = {}       # species -> list of lengths
per_day = {}       # date -> net upstream
dawn = 0
problems = []

with open(path) as fh:
    for lineno, raw in enumerate(fh, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        try:
            date, time, species, length, direction = parts
        except ValueError:
            problems.append(f"line {lineno}: {len(parts)} fields, wanted 5")
            continue
        try:
            length = int(length)
        except ValueError:
            problems.append(f"line {lineno}: length {length!r} is not a number")
            continue
        if direction not in DIRECTIONS:
            problems.append(f"line {lineno}: direction {direction!r}?")
            continue

        c = counts.setdefault(species, {"up": 0, "down": 0})
        c[direction] += 1
        lengths.setdefault(species, []).append(length)
        per_day[date] = per_day.get(date, 0) + DIRECTIONS[direction]
        hour = int(time.split(":")[0])
        if 5 <= hour < 8:
            dawn += 1

total = sum(c["up"] + c["down"] for c in counts.values())

print(f"Fish pass report: {path}")
print("-" * 44)
print(f"{'species':<12}{'up':>5}{'down':>6}{'net':>6}{'mean cm':>10}")
for species in sorted(counts, key=lambda s: (-counts[s]["up"], s)):
    c = counts[species]
    mean = sum(lengths[species]) / len(lengths[species])
    print(f"{species:<12}{c['up']:>5}{c['down']:>6}{c['up'] - c['down']:>6}{mean:>10.1f}")
print("-" * 44)

for date in sorted(per_day):
    bar = "#" * max(per_day[date], 0)
    print(f"{date}  {per_day[date]:+d}  {bar}")

share = dawn / total * 100 if total else 0.0
print(f"dawn passages (05-08h): {dawn} of {total} ({share:.0f}%)")

if problems:
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print("  " + p)

biggest = max(lengths.items(), key=lambda kv: max(kv[1]))
summary = {
    "fish": total,
    "net_up": sum(per_day.values()),
    "species": len(counts),
    "skipped": len(problems),
    "largest": {"species": biggest[0], "cm": max(biggest[1])},
    "dawn_share": round(share / 100, 3),
}
print(json.dumps(summary))
