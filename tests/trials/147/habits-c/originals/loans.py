#!/usr/bin/env python3
# Youth orchestra instrument loans: days out, overdue loans, damage, per instrument.
import json
import sys
from datetime import date

PATH = sys.argv[1] if len(sys.argv) > 1 else "root/instrument_loans.txt"
TODAY = date(2024, 11, 15)
LOAN_DAYS = 28
DAMAGE = {"scratched", "cracked", "dented"}

loans = []
problems = []
seen = set()

with open(PATH) as f:
    for n, line in enumerate(f, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields = line.split("|")
        if len(fields) != 6:
            problems.append(f"line {n}: {len(fields)} fields, wanted 6")
            continue
        loan_id, instrument, student, out_s, back_s, condition = fields
        if loan_id in seen:
            problems.append(f"line {n}: duplicate loan id {loan_id}")
            continue
        try:
            out = date.fromisoformat(out_s)
            back = date.fromisoformat(back_s) if back_s else None
        except ValueError as e:
            problems.append(f"line {n}: bad date ({e})")
            continue
        if back and back < out:
            problems.append(f"line {n}: returned {back} before lent {out}")
            continue
        seen.add(loan_id)
        days = ((back or TODAY) - out).days
        loans.append({
            "id": loan_id,
            "instrument": instrument,
            "student": student,
            "days": days,
            "open": back is None,
            "overdue": days > LOAN_DAYS,
            "damaged": condition in DAMAGE,
        })

by_instrument = {}
for loan in loans:
    stats = by_instrument.setdefault(loan["instrument"], {"loans": 0, "days": 0, "damaged": 0})
    stats["loans"] += 1
    stats["days"] += loan["days"]
    if loan["damaged"]:
        stats["damaged"] += 1

print(f"Instrument loans as of {TODAY:%d %b %Y}")
print("=" * 40)
print(f"{'instrument':<10} {'loans':>5} {'avg days':>9} {'damaged':>8}")
for name, s in sorted(by_instrument.items(), key=lambda kv: (-kv[1]["loans"], kv[0])):
    avg = s["days"] / s["loans"]
    print(f"{name:<10} {s['loans']:>5} {avg:>9.1f} {s['damaged']:>8}")

print()
overdue = [l for l in loans if l["overdue"]]
print(f"Overdue (more than {LOAN_DAYS} days): {len(overdue)}")
for l in sorted(overdue, key=lambda l: l["days"], reverse=True):
    state = "still out" if l["open"] else "returned late"
    print(f"  {l['id']} {l['student']:<11} {l['instrument']:<8} {l['days']:>3} days, {state}")

still_out = [l["id"] for l in loans if l["open"]]
print(f"Still out: {', '.join(still_out) or 'none'}")

if problems:
    print()
    print(f"Skipped {len(problems)} lines:")
    for p in problems:
        print(f"  {p}")

total_days = sum(l["days"] for l in loans)
summary = {
    "loans": len(loans),
    "open": len(still_out),
    "overdue": len(overdue),
    "damaged": sum(l["damaged"] for l in loans),
    "mean_days": round(total_days / len(loans), 1) if loans else 0,
    "skipped": len(problems),
}
print(json.dumps(summary))
