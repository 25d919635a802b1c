#!/usr/bin/env python3
# Creche sign-in sheet: hours per child, fees, late pickups.
import json

PATH = "root/creche_signins.txt"
HOURLY = {"Ducklings": 7.50, "Owls": 6.25, "Foxes": 5.80}
CLOSING = 18 * 60          # minutes after midnight
LATE_FEE_PER_MIN = 1.00


def to_minutes(hhmm):
    h, m = hhmm.split(":")
    h, m = int(h), int(m)
    if not (0 <= h < 24 and 0 <= m < 60):
        raise ValueError(f"bad time {hhmm!r}")
    return h * 60 + m


children = {}
rooms = {}
problems = []
late = []

with open(PATH) as fh:
    lines = fh.read().splitlines()

for lineno, raw in enumerate(lines, 1):
    if lineno == 1 or not raw.strip():
        continue  # header
    fields = raw.split(";")
    if len(fields) != 5:
        problems.append(f"line {lineno}: {len(fields)} fields")
        continue
    child, room, date, t_in, t_out = [f.strip() for f in fields]
    if not t_out:
        problems.append(f"line {lineno}: {child} never signed out")
        continue
    try:
        start = to_minutes(t_in)
        end = to_minutes(t_out)
    except ValueError as e:
        problems.append(f"line {lineno}: {e}")
        continue
    if end <= start:
        problems.append(f"line {lineno}: out {t_out} before in {t_in}")
        continue
    if room not in HOURLY:
        problems.append(f"line {lineno}: unknown room {room}")
        continue

    minutes = end - start
    fee = minutes / 60 * HOURLY[room]
    late_min = max(0, end - CLOSING)
    if late_min:
        late.append((date, child, late_min))
        fee += late_min * LATE_FEE_PER_MIN

    rec = children.setdefault(child, {"room": room, "days": 0, "minutes": 0, "fee": 0.0})
    rec["days"] += 1
    rec["minutes"] += minutes
    rec["fee"] += fee
    rooms[room] = rooms.get(room, 0) + minutes

print("Creche sign-in summary")
print("-" * 46)
print(f"{'child':<14}{'room':<11}{'days':>4}{'hours':>8}{'fee':>9}")
for name in sorted(children):
    r = children[name]
    print(f"{name:<14}{r['room']:<11}{r['days']:>4}{r['minutes'] / 60:>8.2f}{r['fee']:>9.2f}")
print("-" * 46)
for room, mins in sorted(rooms.items()):
    print(f"{room}: {mins // 60}h{mins % 60:02d}m")

if late:
    print("Late pickups:")
    for date, child, mins in late:
        print(f"  {date} {child} +{mins} min")
if problems:
    print("Problems:")
    for p in problems:
        print("  " + p)

total_fee = sum(r["fee"] for r in children.values())
summary = {
    "children": len(children),
    "visits": sum(r["days"] for r in children.values()),
    "hours": round(sum(rooms.values()) / 60, 2),
    "fees": round(total_fee, 2),
    "late_pickups": len(late),
    "problems": len(problems),
}
print(json.dumps(summary))
