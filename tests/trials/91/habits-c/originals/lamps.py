#!/usr/bin/env python3
# Street lamp outage report: time-to-fix per ward and per cause, open faults, bad lines.
import json
import os
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "root", "lamp_outages.txt")
FMT = "%Y-%m-%d %H:%M"
SLA_HOURS = 24

with open(PATH) as f:
    text = f.read()

fixed = []
open_faults = []
bad = []

for n, line in enumerate(text.splitlines(), 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        bad.append((n, "wrong field count"))
        continue
    rid, street, ward, reported, done, cause = parts
    try:
        t0 = datetime.strptime(reported, FMT)
    except ValueError:
        bad.append((n, f"bad reported time {reported!r}"))
        continue
    if not done:
        open_faults.append({"id": rid, "street": street, "ward": ward, "since": reported})
        continue
    try:
        t1 = datetime.strptime(done, FMT)
    except ValueError:
        bad.append((n, f"bad fixed time {done!r}"))
        continue
    hours = (t1 - t0).total_seconds() / 3600
    if hours < 0:
        bad.append((n, f"{rid} fixed before reported"))
        continue
    fixed.append({"id": rid, "street": street, "ward": ward, "cause": cause, "hours": hours})

by_ward = {}
by_cause = {}
for r in fixed:
    w = by_ward.setdefault(r["ward"], {"count": 0, "hours": 0.0, "late": 0})
    w["count"] += 1
    w["hours"] += r["hours"]
    if r["hours"] > SLA_HOURS:
        w["late"] += 1
    by_cause[r["cause"]] = by_cause.get(r["cause"], 0) + 1

print("STREET LAMP OUTAGES")
print("=" * 40)
print(f"fixed: {len(fixed)}  open: {len(open_faults)}  bad lines: {len(bad)}")
print()
print(f"{'ward':<10}{'fixed':>6}{'avg h':>8}{'late':>6}")
for ward in sorted(by_ward):
    w = by_ward[ward]
    avg = w["hours"] / w["count"]
    print(f"{ward:<10}{w['count']:>6}{avg:>8.1f}{w['late']:>6}")
print()
print("causes:")
for cause, count in sorted(by_cause.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"  {cause:<12}{'#' * count} {count}")

slowest = max(fixed, key=lambda r: r["hours"]) if fixed else None
if slowest:
    print(f"slowest: {slowest['id']} on {slowest['street']} ({slowest['hours']:.1f} h)")

if open_faults:
    print("still open:")
    for o in open_faults:
        print(f"  {o['id']} {o['street']} ({o['ward']}) since {o['since']}")

if bad:
    print("skipped lines:")
    for n, why in bad:
        print(f"  line {n}: {why}")

total_hours = sum(r["hours"] for r in fixed)
summary = {
    "fixed": len(fixed),
    "open": len(open_faults),
    "bad": len(bad),
    "avg_hours": round(total_hours / len(fixed), 2) if fixed else None,
    "over_sla": sum(w["late"] for w in by_ward.values()),
    "slowest": slowest["id"] if slowest else None,
}
print(json.dumps(summary))
