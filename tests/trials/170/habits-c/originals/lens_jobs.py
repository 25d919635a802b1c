#!/usr/bin/env python3
# Lens-grinding workshop: weekly job report from a pipe-separated log.
import json
import sys

PATH = "root/lens_jobs.txt"
RATE_PER_MIN = 0.85
TYPE_SURCHARGE = {"convex": 0.0, "concave": 2.5, "toric": 12.0, "bifocal": 18.0}
STATUSES = ("done", "rework", "scrapped")

jobs = []
problems = []

try:
    with open(PATH) as f:
        lines = f.read().splitlines()
except OSError as e:
    print(f"cannot read {PATH}: {e}", file=sys.stderr)
    sys.exit(1)

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = line.split("|")
    if len(fields) != 6:
        problems.append(f"line {n}: {len(fields)} fields")
        continue
    job_id, customer, kind, diopter, minutes, status = fields
    try:
        diopter = float(diopter)
        minutes = int(minutes)
    except ValueError:
        problems.append(f"line {n}: not a number in {line!r}")
        continue
    if minutes <= 0:
        problems.append(f"line {n}: minutes {minutes} out of range")
        continue
    if kind not in TYPE_SURCHARGE or status not in STATUSES:
        problems.append(f"line {n}: unknown type/status")
        continue
    jobs.append({"id": job_id, "customer": customer, "kind": kind,
                 "diopter": diopter, "minutes": minutes, "status": status})

print("LENS WORKSHOP - JOB REPORT")
print()
print(f"{'job':<6}{'customer':<16}{'type':<9}{'D':>6}{'min':>5}  status")
for j in jobs:
    print(f"{j['id']:<6}{j['customer']:<16}{j['kind']:<9}{j['diopter']:>+6.2f}"
          f"{j['minutes']:>5}  {j['status']}")

by_customer = {}
by_status = {s: 0 for s in STATUSES}
for j in jobs:
    by_status[j["status"]] += 1
    if j["status"] != "done":
        continue
    price = j["minutes"] * RATE_PER_MIN + TYPE_SURCHARGE[j["kind"]]
    c = by_customer.setdefault(j["customer"], {"jobs": 0, "minutes": 0, "billed": 0.0})
    c["jobs"] += 1
    c["minutes"] += j["minutes"]
    c["billed"] += price

print()
print("Billing (done jobs only):")
total = 0.0
for name in sorted(by_customer, key=lambda k: -by_customer[k]["billed"]):
    c = by_customer[name]
    total += c["billed"]
    avg = c["minutes"] / c["jobs"]
    print(f"  {name:<16}{c['jobs']:>2} jobs {avg:>6.1f} min avg  £{c['billed']:>8.2f}")
print(f"  {'TOTAL':<16}{'':>31}£{total:>8.2f}")

print()
print("Status counts: " + ", ".join(f"{s}={k}" for s, k in by_status.items()))
if problems:
    print(f"Skipped {len(problems)} line(s):")
    for p in problems:
        print(f"  - {p}")

strongest = max(jobs, key=lambda j: abs(j["diopter"]))
rework_rate = (by_status["rework"] + by_status["scrapped"]) / len(jobs) if jobs else 0.0
summary = {
    "jobs": len(jobs),
    "skipped": len(problems),
    "billed": round(total, 2),
    "rework_rate": round(rework_rate, 3),
    "strongest": strongest["id"],
}
print(json.dumps(summary))
