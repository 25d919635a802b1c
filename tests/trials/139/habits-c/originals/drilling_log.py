#!/usr/bin/env python3
# Water-well drilling: metres drilled per rig and per site from the shift log.
import json
import sys

PATH = "root/drilling.log"
SLOW_RATE = 2.0  # metres per hour below which a shift is flagged

rigs = {}
sites = {}
strata_seen = {}
slow = []
errors = []

with open(PATH) as f:
    lines = f.read().splitlines()

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 7:
        errors.append(f"line {n}: {len(parts)} fields, want 7")
        continue
    date, rig, site, start, end, hours, strata = parts
    try:
        start, end, hours = float(start), float(end), float(hours)
    except ValueError as e:
        errors.append(f"line {n}: {e}")
        continue
    if end <= start:
        errors.append(f"line {n}: depth goes backwards ({start} -> {end})")
        continue
    if hours <= 0:
        errors.append(f"line {n}: no hours logged")
        continue

    metres = end - start
    r = rigs.setdefault(rig, {"shifts": 0, "metres": 0.0, "hours": 0.0})
    r["shifts"] += 1
    r["metres"] += metres
    r["hours"] += hours

    s = sites.setdefault(site, {"rig": rig, "depth": 0.0, "days": set()})
    s["depth"] = max(s["depth"], end)
    s["days"].add(date)

    for layer in strata.split(","):
        layer = layer.strip().lower()
        if layer:
            strata_seen[layer] = strata_seen.get(layer, 0) + 1

    rate = metres / hours
    if rate < SLOW_RATE:
        slow.append((date, rig, site, rate))

print("DRILLING LOG REPORT")
print("-" * 44)
print(f"{'rig':<8}{'shifts':>7}{'metres':>10}{'hours':>8}{'m/h':>8}")
total_m = total_h = 0.0
for rig in sorted(rigs):
    r = rigs[rig]
    total_m += r["metres"]
    total_h += r["hours"]
    print(f"{rig:<8}{r['shifts']:>7}{r['metres']:>10.2f}{r['hours']:>8.1f}{r['metres'] / r['hours']:>8.2f}")
print(f"{'TOTAL':<8}{sum(r['shifts'] for r in rigs.values()):>7}{total_m:>10.2f}{total_h:>8.1f}")

print("\nSites:")
for site, s in sorted(sites.items(), key=lambda kv: kv[1]["depth"], reverse=True):
    print(f"  {site:<14} {s['rig']:<6} {s['depth']:6.2f} m over {len(s['days'])} day(s)")

print("\nStrata:", ", ".join(f"{k} x{v}" for k, v in sorted(strata_seen.items(), key=lambda kv: (-kv[1], kv[0]))))

if slow:
    print(f"\nSlow shifts (< {SLOW_RATE} m/h):")
    for date, rig, site, rate in slow:
        print(f"  {date} {rig} {site}: {rate:.2f} m/h")

if errors:
    print(f"\nSkipped {len(errors)} line(s):", file=sys.stdout)
    for e in errors:
        print(f"  {e}")

summary = {
    "shifts": sum(r["shifts"] for r in rigs.values()),
    "metres": round(total_m, 2),
    "hours": round(total_h, 1),
    "deepest": max(sites, key=lambda k: sites[k]["depth"]) if sites else None,
    "slow": len(slow),
    "skipped": len(errors),
}
print(json.dumps(summary))
