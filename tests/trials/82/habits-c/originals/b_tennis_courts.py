#!/usr/bin/env python3
# Daily tennis court report: usage per court, spend per member, bad lines flagged.
import json
import sys

COURTS = 4
OPEN_MINUTES = 12 * 60          # courts open 08:00-20:00
VALID_TYPES = {"singles", "doubles", "coaching"}

path = sys.argv[1] if len(sys.argv) > 1 else "root/courts.txt"


def to_minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


court_minutes = {c: 0 for c in range(1, COURTS + 1)}
members = {}
by_type = {}
problems = []
total_paid = 0.0
bookings = 0

with open(path) as fh:
    lines = fh.read().splitlines()

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        problems.append(f"line {n}: wrong field count ({len(fields)})")
        continue
    member, court, start, end, kind, paid = fields
    try:
        court = int(court)
        minutes = to_minutes(end) - to_minutes(start)
        paid = float(paid)
    except ValueError:
        problems.append(f"line {n}: unreadable value in {line!r}")
        continue
    if court not in court_minutes:
        problems.append(f"line {n}: no court {court}")
        continue
    if minutes <= 0:
        problems.append(f"line {n}: ends before it starts ({start}-{end})")
        continue
    if kind not in VALID_TYPES:
        problems.append(f"line {n}: unknown booking type {kind}")
        continue

    bookings += 1
    total_paid += paid
    court_minutes[court] += minutes
    by_type[kind] = by_type.get(kind, 0) + 1
    m = members.setdefault(member, {"bookings": 0, "minutes": 0, "paid": 0.0})
    m["bookings"] += 1
    m["minutes"] += minutes
    m["paid"] += paid

print("TENNIS COURTS - DAILY REPORT")
print()
print("Court  Minutes  Use")
for court, mins in court_minutes.items():
    pct = 100 * mins / OPEN_MINUTES
    bar = "#" * round(pct / 5)
    print(f"{court:>5}  {mins:>7}  {pct:5.1f}% {bar}")

print()
print("Member      Bkgs  Hours   Paid")
ranked = sorted(members.items(), key=lambda kv: (-kv[1]["paid"], kv[0]))
for name, m in ranked:
    print(f"{name:<10} {m['bookings']:>5} {m['minutes'] / 60:>6.2f} {m['paid']:>7.2f}")

print()
print("By type: " + ", ".join(f"{k}={v}" for k, v in sorted(by_type.items())))

if problems:
    print()
    print(f"Skipped {len(problems)} line(s):")
    for p in problems:
        print(f"  {p}")

busiest = max(court_minutes, key=court_minutes.get)
summary = {
    "bookings": bookings,
    "revenue": round(total_paid, 2),
    "busiest_court": busiest,
    "top_member": ranked[0][0] if ranked else None,
    "skipped": len(problems),
}
print()
print(json.dumps(summary))
