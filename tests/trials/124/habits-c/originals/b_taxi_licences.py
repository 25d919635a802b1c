#!/usr/bin/env python3
# Licence renewal report for the council's taxi licensing desk.
import json
from datetime import date

PATH = "root/taxi_licences.txt"
AS_OF = date(2026, 12, 1)
KNOWN_TYPES = {"hackney", "private-hire", "operator"}

by_type = {}
late = []
unpaid = []
problems = []
total_fees = 0.0
count = 0

with open(PATH, encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields = line.split(";")
        if len(fields) != 6:
            problems.append(f"line {n}: {len(fields)} fields, wanted 6")
            continue
        licence, kind, holder, fee_s, due_s, paid_s = fields
        if kind not in KNOWN_TYPES:
            problems.append(f"line {n}: unknown licence type {kind!r}")
            continue
        try:
            fee = float(fee_s)
            due = date.fromisoformat(due_s)
            paid = date.fromisoformat(paid_s) if paid_s else None
        except ValueError as e:
            problems.append(f"line {n}: {e}")
            continue

        count += 1
        stats = by_type.setdefault(kind, {"count": 0, "fees": 0.0, "paid": 0})
        stats["count"] += 1
        if paid is None:
            if due < AS_OF:
                unpaid.append((licence, holder, (AS_OF - due).days))
            else:
                unpaid.append((licence, holder, 0))
            continue
        stats["fees"] += fee
        stats["paid"] += 1
        total_fees += fee
        days_late = (paid - due).days
        if days_late > 0:
            late.append((licence, holder, days_late))

print(f"Taxi licence renewals as of {AS_OF:%d %b %Y}")
print("-" * 40)
for kind in sorted(by_type):
    s = by_type[kind]
    print(f"{kind:<13} {s['count']:>2} licences, {s['paid']:>2} paid, £{s['fees']:>9,.2f}")
print(f"{'total':<13} {count:>2} licences, £{total_fees:,.2f} collected")

if late:
    print("Paid late:")
    for licence, holder, days in sorted(late, key=lambda t: -t[2]):
        print(f"  {licence} {holder} ({days} days)")
if unpaid:
    print("Unpaid:")
    for licence, holder, overdue in unpaid:
        note = f"{overdue} days overdue" if overdue else "not yet due"
        print(f"  {licence} {holder} - {note}")
for p in problems:
    print(f"skipped {p}")

summary = {
    "licences": count,
    "collected": round(total_fees, 2),
    "late": len(late),
    "unpaid": [u[0] for u in unpaid],
    "skipped": len(problems),
}
print(json.dumps(summary))
