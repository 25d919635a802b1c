#!/usr/bin/env python3
# hyperbaric unit: summarise a week of chamber sessions
import json
import sys

PATH = "root/hyperbaric_sessions.txt"
MAX_ATA = 3.0
STATUSES = ("done", "aborted")

try:
    with open(PATH) as fh:
        lines = fh.read().splitlines()
except OSError as e:
    print(f"cannot read {PATH}: {e}")
    sys.exit(1)

chambers = {}
patients = {}
indications = {}
problems = []
aborted = 0
total_minutes = 0

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        problems.append(f"line {n}: {len(fields)} fields, expected 6")
        continue
    chamber, patient, indication, ata, minutes, status = fields
    try:
        ata = float(ata)
        minutes = int(minutes)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if ata > MAX_ATA:
        problems.append(f"line {n}: {ata} ATA above limit {MAX_ATA}")
        continue
    if status not in STATUSES:
        problems.append(f"line {n}: unknown status {status!r}")
        continue

    if status == "aborted":
        aborted += 1
        continue

    c = chambers.setdefault(chamber, {"sessions": 0, "minutes": 0})
    c["sessions"] += 1
    c["minutes"] += minutes
    total_minutes += minutes

    patients[patient] = patients.get(patient, 0) + 1
    indications[indication] = indications.get(indication, 0) + minutes

print("Hyperbaric unit - weekly sessions")
print("-" * 40)
for name in sorted(chambers):
    c = chambers[name]
    avg = c["minutes"] / c["sessions"]
    print(f"{name}: {c['sessions']} sessions, {c['minutes']} min (avg {avg:.1f})")

print()
print("Minutes by indication:")
for ind, mins in sorted(indications.items(), key=lambda kv: (-kv[1], kv[0])):
    hours = mins / 60
    print(f"  {ind:<18}{mins:>5} min  {hours:5.2f} h")

print()
print("Patients with repeat sessions:")
repeats = {p: k for p, k in patients.items() if k > 1}
if repeats:
    for p, k in sorted(repeats.items()):
        print(f"  {p} x{k}")
else:
    print("  none")

if problems:
    print()
    print(f"Skipped {len(problems)} line(s):")
    for msg in problems:
        print(f"  {msg}")

completed = sum(c["sessions"] for c in chambers.values())
rate = aborted / (completed + aborted) * 100 if completed + aborted else 0.0
print()
print(f"Completed {completed}, aborted {aborted} ({rate:.0f}%)")
summary = {
    "completed": completed,
    "aborted": aborted,
    "chamber_hours": round(total_minutes / 60, 2),
    "patients": len(patients),
    "skipped": len(problems),
}
print(json.dumps(summary))
