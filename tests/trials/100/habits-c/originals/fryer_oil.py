#!/usr/bin/env python3
# Weekly fryer oil report for the chip shop.
# Reads the pipe-separated log, totals hours and oil per fryer,
# flags readings over the polar-compound limit and prints a summary.
import json
import sys

LOG = sys.argv[1] if len(sys.argv) > 1 else "root/fryer_oil.txt"
TPM_LIMIT = 24.0          # % total polar material: legal discard point
TPM_WARN = 20.0
ACTIONS = ("none", "top-up", "filter", "skim", "change")
OIL_PRICE = 1.85          # pounds per litre

fryers = {}
problems = []
alerts = []
actions = {a: 0 for a in ACTIONS}

with open(LOG) as fh:
    lines = fh.read().splitlines()

for lineno, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        problems.append(f"line {lineno}: {len(fields)} fields")
        continue
    date, fryer, hours, tpm, litres, action = fields
    try:
        hours = float(hours)
        tpm = float(tpm)
        litres = float(litres)
    except ValueError as e:
        problems.append(f"line {lineno}: {e}")
        continue
    if hours < 0 or litres < 0:
        problems.append(f"line {lineno}: negative value")
        continue
    if action not in ACTIONS:
        problems.append(f"line {lineno}: unknown action {action}")
        continue

    f = fryers.setdefault(fryer, {"days": 0, "hours": 0.0, "litres": 0.0,
                                  "max_tpm": 0.0, "changes": 0})
    f["days"] += 1
    f["hours"] += hours
    f["litres"] += litres
    f["max_tpm"] = max(f["max_tpm"], tpm)
    actions[action] += 1
    if action == "change":
        f["changes"] += 1
    if tpm >= TPM_LIMIT:
        alerts.append(f"{date} {fryer}: TPM {tpm}% over limit ({action})")
    elif tpm >= TPM_WARN:
        alerts.append(f"{date} {fryer}: TPM {tpm}% near limit")

print("FRYER OIL REPORT")
print("=" * 48)
print(f"{'fryer':<8}{'days':>5}{'hours':>8}{'litres':>8}{'max TPM':>9}{'cost':>9}")
total_litres = 0.0
total_hours = 0.0
for name in sorted(fryers):
    f = fryers[name]
    cost = f["litres"] * OIL_PRICE
    total_litres += f["litres"]
    total_hours += f["hours"]
    print(f"{name:<8}{f['days']:>5}{f['hours']:>8.1f}{f['litres']:>8.1f}"
          f"{f['max_tpm']:>8.1f}%{cost:>9.2f}")
print("-" * 48)
print(f"{'total':<8}{'':>5}{total_hours:>8.1f}{total_litres:>8.1f}"
      f"{'':>9}{total_litres * OIL_PRICE:>9.2f}")

print()
print("Actions: " + ", ".join(f"{a} {n}" for a, n in actions.items() if n))
if alerts:
    print("Alerts:")
    for a in alerts:
        print(f"  ! {a}")
if problems:
    print(f"Skipped {len(problems)} line(s):")
    for p in problems:
        print(f"  - {p}")

per_hour = total_litres / total_hours if total_hours else 0
summary = {
    "fryers": len(fryers),
    "litres": round(total_litres, 1),
    "cost": round(total_litres * OIL_PRICE, 2),
    "litres_per_hour": round(per_hour, 3),
    "alerts": len(alerts),
    "skipped": len(problems),
}
print(json.dumps(summary))
