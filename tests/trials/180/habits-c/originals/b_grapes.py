#!/usr/bin/env python3
# Grape harvest: crates picked per picker and per variety, from the day's tally sheet.
import json

DATA = "grapes.txt"
CRATE_KG = 18.5

with open(DATA, encoding="utf-8") as fh:
    text = fh.read()

pickers = {}
varieties = {}
blocks = set()
bad = []
total_crates = 0
total_hours = 0.0

for lineno, raw in enumerate(text.splitlines(), start=1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 5:
        bad.append(f"line {lineno}: {len(fields)} fields")
        continue
    name, block, variety, crates_s, hours_s = fields
    try:
        crates = int(crates_s)
        hours = float(hours_s)
    except ValueError as e:
        bad.append(f"line {lineno}: {e}")
        continue
    if hours <= 0:
        bad.append(f"line {lineno}: no hours worked")
        continue

    p = pickers.setdefault(name, {"crates": 0, "hours": 0.0, "blocks": []})
    p["crates"] += crates
    p["hours"] += hours
    if block not in p["blocks"]:
        p["blocks"].append(block)

    varieties[variety] = varieties.get(variety, 0) + crates
    blocks.add(block)
    total_crates += crates
    total_hours += hours

print("GRAPE HARVEST TALLY")
print("=" * 44)
print(f"{'picker':<8}{'crates':>7}{'hours':>7}{'per h':>7}  blocks")
ranked = sorted(pickers.items(), key=lambda kv: kv[1]["crates"], reverse=True)
for name, p in ranked:
    rate = p["crates"] / p["hours"]
    print(f"{name:<8}{p['crates']:>7}{p['hours']:>7.1f}{rate:>7.2f}  {', '.join(p['blocks'])}")

print("-" * 44)
for variety, crates in sorted(varieties.items()):
    kg = crates * CRATE_KG
    share = 100 * crates / total_crates
    print(f"{variety:<12}{crates:>4} crates {kg:>8.1f} kg {share:>5.1f}%")

print("-" * 44)
for msg in bad:
    print(f"skipped {msg}")

best = ranked[0][0] if ranked else None
summary = {
    "pickers": len(pickers),
    "blocks": len(blocks),
    "crates": total_crates,
    "kg": round(total_crates * CRATE_KG, 1),
    "crates_per_hour": round(total_crates / total_hours, 2) if total_hours else 0,
    "top_picker": best,
    "skipped": len(bad),
}
print(json.dumps(summary))
