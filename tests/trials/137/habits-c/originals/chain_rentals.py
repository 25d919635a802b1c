#!/usr/bin/env python3
# Snow-chain rental hut: weekly takings and chain-set usage.
import json
import sys

PATH = "root/chain_rentals.txt"
HOURLY = 2.50
DAY_CAP = 20.00          # never charge more than this per rental
LOST_DEPOSIT = 45.00     # kept when chains are not returned
CHAIN_SETS = {
    "195/65R15": "KN-70",
    "205/55R16": "KN-80",
    "215/60R16": "KN-90",
    "225/45R17": "KN-90",
}

rentals = []
problems = []

try:
    with open(PATH, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
except OSError as exc:
    print(f"cannot read {PATH}: {exc}", file=sys.stderr)
    sys.exit(1)

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 5:
        problems.append(f"line {n}: expected 5 fields, found {len(fields)}")
        continue
    date, plate, tyre, hours_s, returned = fields
    try:
        hours = float(hours_s)
    except ValueError:
        problems.append(f"line {n}: hours {hours_s!r} is not a number")
        continue
    if not 0 < hours <= 24:
        problems.append(f"line {n}: {hours:g} hours is outside 0-24")
        continue
    if tyre not in CHAIN_SETS:
        problems.append(f"line {n}: no chain set fits {tyre}")
        continue
    if returned not in ("yes", "no"):
        problems.append(f"line {n}: deposit flag {returned!r} unknown")
        continue
    rentals.append({
        "date": date,
        "plate": plate,
        "set": CHAIN_SETS[tyre],
        "hours": hours,
        "returned": returned == "yes",
    })

by_day = {}
by_set = {}
takings = 0.0
kept = 0.0
for r in rentals:
    fee = min(r["hours"] * HOURLY, DAY_CAP)
    if not r["returned"]:
        kept += LOST_DEPOSIT
    takings += fee
    day = by_day.setdefault(r["date"], {"rentals": 0, "fees": 0.0})
    day["rentals"] += 1
    day["fees"] += fee
    by_set[r["set"]] = by_set.get(r["set"], 0) + r["hours"]

print("Snow-chain rentals")
print(f"{'date':<12}{'rentals':>8}{'fees':>10}")
for date in sorted(by_day):
    d = by_day[date]
    print(f"{date:<12}{d['rentals']:>8}{d['fees']:>10.2f}")
print()
print("Hours by chain set:")
for name, hrs in sorted(by_set.items(), key=lambda kv: -kv[1]):
    print(f"  {name}: {hrs:.2f} h")
busiest = max(by_day, key=lambda k: by_day[k]["fees"]) if by_day else None
if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

summary = {
    "rentals": len(rentals),
    "skipped": len(problems),
    "takings": round(takings, 2),
    "deposits_kept": round(kept, 2),
    "busiest_day": busiest,
}
print(json.dumps(summary))
