#!/usr/bin/env python3
# Daily report of monorail platform-door faults.
import json
import sys
from collections import Counter, defaultdict
from datetime import datetime

path = sys.argv[1] if len(sys.argv) > 1 else "root/monorail_doors.log"

faults = []
bad = []
with open(path) as fh:
    for n, raw in enumerate(fh, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        if len(fields) != 5:
            bad.append(f"line {n}: expected 5 fields, found {len(fields)}")
            continue
        stamp, station, door, kind, minutes = fields
        try:
            when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M")
            minutes = int(minutes)
        except ValueError as e:
            bad.append(f"line {n}: {e}")
            continue
        if minutes < 0:
            bad.append(f"line {n}: negative downtime {minutes}")
            continue
        faults.append({"when": when, "station": station, "door": door,
                       "kind": kind, "minutes": minutes})

by_station = defaultdict(lambda: {"faults": 0, "minutes": 0})
by_kind = Counter()
by_door = Counter()
for f in faults:
    s = by_station[f["station"]]
    s["faults"] += 1
    s["minutes"] += f["minutes"]
    by_kind[f["kind"]] += 1
    by_door[(f["station"], f["door"])] += 1

total_minutes = sum(f["minutes"] for f in faults)
print("MONORAIL PLATFORM DOOR FAULTS")
print(f"{len(faults)} faults, {total_minutes} minutes of door downtime")
print()
print(f"{'Station':<14}{'Faults':>7}{'Minutes':>9}{'Share':>8}")
for station, s in sorted(by_station.items(), key=lambda kv: -kv[1]["minutes"]):
    share = s["minutes"] / total_minutes * 100 if total_minutes else 0.0
    print(f"{station:<14}{s['faults']:>7}{s['minutes']:>9}{share:>7.1f}%")
print()
print("Faults by kind:")
for kind, count in by_kind.most_common():
    bar = "#" * count
    print(f"  {kind:<12} {count:>2} {bar}")

repeat = {k: v for k, v in by_door.items() if v > 1}
if repeat:
    print("Repeat offenders:")
    for (station, door), count in sorted(repeat.items()):
        print(f"  {station} {door}: {count} faults")

worst = max(faults, key=lambda f: f["minutes"])
print(f"Longest outage: {worst['station']} {worst['door']} ({worst['kind']}) "
      f"{worst['minutes']} min at {worst['when']:%H:%M}")

hours = Counter(f["when"].hour for f in faults)
busiest_hour, busiest_count = max(sorted(hours.items()), key=lambda kv: kv[1])
print(f"Busiest hour: {busiest_hour:02d}:00 with {busiest_count} faults")

if bad:
    print(f"Skipped {len(bad)} bad lines:")
    for msg in bad:
        print(f"  {msg}")

avg = round(total_minutes / len(faults), 1) if faults else 0
summary = {
    "faults": len(faults),
    "downtime_min": total_minutes,
    "avg_min": avg,
    "worst_station": max(by_station, key=lambda k: by_station[k]["minutes"]),
    "skipped": len(bad),
}
print(json.dumps(summary))
