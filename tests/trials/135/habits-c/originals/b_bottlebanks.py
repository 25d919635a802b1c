#!/usr/bin/env python3
# Bottle bank fill report: latest fill per site and colour, flags banks needing collection.
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(HERE, "..", "root", "bottle_banks.txt")
COLOURS = ("clear", "green", "brown")
THRESHOLD = 75

latest = {}          # (site, colour) -> (date, fill)
readings_per_site = {}
problems = []
total = 0

with open(path) as fh:
    lines = fh.read().splitlines()

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    words = line.split()
    if len(words) < 4:
        problems.append(f"line {n}: too few fields ({len(words)})")
        continue
    date, colour, raw_fill = words[0], words[-2], words[-1]
    site = " ".join(words[1:-2])
    if colour not in COLOURS:
        problems.append(f"line {n}: unknown colour {colour!r}")
        continue
    try:
        fill = float(raw_fill)
    except ValueError:
        problems.append(f"line {n}: bad fill {raw_fill!r}")
        continue
    if fill < 0 or fill > 100:
        problems.append(f"line {n}: fill {fill:g}% out of range")
        continue
    total += 1
    readings_per_site[site] = readings_per_site.get(site, 0) + 1
    key = (site, colour)
    if key not in latest or date >= latest[key][0]:
        latest[key] = (date, fill)

print("Bottle bank fill report")
print("-" * 23)
to_collect = []
for site in sorted(readings_per_site):
    print(f"{site} ({readings_per_site[site]} readings)")
    for colour in COLOURS:
        if (site, colour) not in latest:
            print(f"  {colour:<6} no reading")
            continue
        date, fill = latest[(site, colour)]
        flag = ""
        if fill >= THRESHOLD:
            flag = "  << collect"
            to_collect.append(f"{site}/{colour}")
        bar = "#" * int(fill // 10)
        print(f"  {colour:<6} {fill:5.1f}% {bar:<10} {date}{flag}")

if problems:
    print(f"{len(problems)} lines skipped:")
    for p in problems:
        print(f"  {p}")

fills = [f for _, f in latest.values()]
avg = sum(fills) / len(fills) if fills else 0
summary = {
    "readings": total,
    "skipped": len(problems),
    "banks": len(latest),
    "average_fill": round(avg, 1),
    "collect": to_collect,
}
print(json.dumps(summary))
sys.exit(0)
