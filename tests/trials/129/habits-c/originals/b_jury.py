#!/usr/bin/env python3
# Weekly juror attendance: days per court, absences, mileage claims.
import json
import sys

PATH = sys.argv[1] if len(sys.argv) > 1 else "root/jury_attendance.txt"
RATE_PER_MILE = 0.31
DAILY_ALLOWANCE = 64.95
STATUSES = ("attended", "late", "absent", "excused")

jurors = {}
courts = {}
problems = []

with open(PATH, encoding="utf-8") as fh:
    lines = fh.read().splitlines()

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = line.split("|")
    if len(fields) != 6:
        problems.append(f"line {n}: {len(fields)} fields, wanted 6")
        continue
    jid, name, court, day, status, miles = [f.strip() for f in fields]
    if status not in STATUSES:
        problems.append(f"line {n}: unknown status {status}")
        continue
    try:
        miles = float(miles)
    except ValueError:
        problems.append(f"line {n}: mileage {miles!r} is not a number")
        continue
    if miles < 0:
        problems.append(f"line {n}: negative mileage {miles}")
        continue

    j = jurors.setdefault(jid, {"name": name, "days": 0, "absent": 0, "late": 0, "miles": 0.0})
    c = courts.setdefault(court, {"present": 0, "missing": 0})
    if status in ("attended", "late"):
        j["days"] += 1
        j["miles"] += miles * 2  # there and back
        c["present"] += 1
        if status == "late":
            j["late"] += 1
    else:
        c["missing"] += 1
        if status == "absent":
            j["absent"] += 1

print("Juror attendance report")
print("=" * 23)
total_pay = 0.0
for jid in sorted(jurors):
    j = jurors[jid]
    pay = j["days"] * DAILY_ALLOWANCE + j["miles"] * RATE_PER_MILE
    total_pay += pay
    note = ""
    if j["absent"]:
        note += f" absent x{j['absent']}"
    if j["late"]:
        note += f" late x{j['late']}"
    print(f"{jid} {j['name']:<12} days={j['days']} miles={j['miles']:6.1f} pay=£{pay:7.2f}{note}")

print()
print("Per court:")
for court, c in sorted(courts.items()):
    seen = c["present"] + c["missing"]
    rate = 100 * c["present"] / seen if seen else 0
    print(f"  {court}: {c['present']}/{seen} present ({rate:.1f}%)")

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

summary = {
    "jurors": len(jurors),
    "juror_days": sum(j["days"] for j in jurors.values()),
    "absences": sum(j["absent"] for j in jurors.values()),
    "total_pay": round(total_pay, 2),
    "skipped": len(problems),
}
print()
print(json.dumps(summary))
