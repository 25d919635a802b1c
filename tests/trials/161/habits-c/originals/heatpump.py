#!/usr/bin/env python3
# Heat-pump commissioning sheet: check each install's delta-T and COP.
import json

DATA = "root/heatpump_commissioning.txt"
WATER_KJ_PER_L_K = 4.18   # specific heat of water, per litre
MIN_COP = 2.8
DT_RANGE = (4.0, 8.0)

sites = {}
problems = []
brands = {}

with open(DATA) as fh:
    lines = fh.read().splitlines()

for lineno, line in enumerate(lines, start=1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        problems.append(f"line {lineno}: expected 6 fields, got {len(parts)}")
        continue
    site, unit = parts[0], parts[1]
    try:
        flow, ret, lpm, elec = (float(x) for x in parts[2:])
    except ValueError as e:
        problems.append(f"line {lineno}: {e}")
        continue
    try:
        dt = flow - ret
        heat_kw = lpm / 60 * WATER_KJ_PER_L_K * dt
        cop = heat_kw / elec
    except ZeroDivisionError:
        problems.append(f"line {lineno}: {site} has zero electrical input")
        continue

    checks = []
    if not DT_RANGE[0] <= dt <= DT_RANGE[1]:
        checks.append(f"dT {dt:.1f}")
    if cop < MIN_COP:
        checks.append(f"COP {cop:.2f}")
    sites[site] = {
        "unit": unit,
        "dt": dt,
        "heat_kw": heat_kw,
        "cop": cop,
        "status": "FAIL" if checks else "PASS",
        "notes": ", ".join(checks),
    }
    brand = unit.split()[0]
    brands.setdefault(brand, []).append(cop)

print("Heat-pump commissioning report")
print("=" * 62)
print(f"{'site':<7}{'unit':<22}{'dT':>5}{'heat kW':>9}{'COP':>6}  status")
for site, s in sorted(sites.items()):
    line = f"{site:<7}{s['unit']:<22}{s['dt']:>5.1f}{s['heat_kw']:>9.2f}{s['cop']:>6.2f}  {s['status']}"
    if s["notes"]:
        line += f" ({s['notes']})"
    print(line)

print()
print("Mean COP by brand:")
for brand, cops in sorted(brands.items(), key=lambda kv: sum(kv[1]) / len(kv[1]), reverse=True):
    print(f"  {brand:<12}{sum(cops) / len(cops):>6.2f}  ({len(cops)} unit{'s' if len(cops) != 1 else ''})")

if problems:
    print()
    print(f"{len(problems)} line(s) not used:")
    for p in problems:
        print(f"  {p}")

passed = [k for k, v in sites.items() if v["status"] == "PASS"]
best = max(sites, key=lambda k: sites[k]["cop"])
summary = {
    "checked": len(sites),
    "passed": len(passed),
    "failed": len(sites) - len(passed),
    "best": best,
    "mean_cop": round(sum(s["cop"] for s in sites.values()) / len(sites), 2),
    "total_heat_kw": round(sum(s["heat_kw"] for s in sites.values()), 1),
    "bad_lines": len(problems),
}
print(json.dumps(summary))
