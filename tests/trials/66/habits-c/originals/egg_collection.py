#!/usr/bin/env python3
# Daily egg collection per coop: totals, crack rate, best day, bad lines.
import json
import sys
from pathlib import Path

path = Path(__file__).resolve().parent.parent / "root" / "eggs.txt"
PRICE_PER_DOZEN = 4.80

coops = {}
days = {}
problems = []
good_lines = 0

with open(path, encoding="utf-8") as fh:
    for n, raw in enumerate(fh, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split(";")]
        if len(parts) != 4:
            problems.append(f"line {n}: wrong field count ({len(parts)})")
            continue
        coop, date, collected, cracked = parts
        try:
            collected = int(collected)
            cracked = int(cracked)
        except ValueError:
            problems.append(f"line {n}: not a number in {line!r}")
            continue
        if cracked > collected:
            problems.append(f"line {n}: {cracked} cracked of only {collected}")
            continue
        good_lines += 1
        stats = coops.setdefault(coop, {"collected": 0, "cracked": 0, "days": 0})
        stats["collected"] += collected
        stats["cracked"] += cracked
        stats["days"] += 1
        days[date] = days.get(date, 0) + collected - cracked

print("EGG COLLECTION")
print("-" * 40)
print(f"{'coop':<8}{'days':>5}{'eggs':>7}{'cracked':>9}{'rate':>8}")
total_eggs = total_cracked = 0
for coop in sorted(coops):
    s = coops[coop]
    rate = s["cracked"] / s["collected"] * 100 if s["collected"] else 0.0
    print(f"{coop:<8}{s['days']:>5}{s['collected']:>7}{s['cracked']:>9}{rate:>7.1f}%")
    total_eggs += s["collected"]
    total_cracked += s["cracked"]

print("-" * 40)
sellable = total_eggs - total_cracked
dozens, loose = divmod(sellable, 12)
print(f"sellable: {sellable} eggs = {dozens} dozen + {loose}")
print(f"value: {dozens * PRICE_PER_DOZEN:.2f} EUR")

best_day = max(days, key=lambda d: (days[d], d))
print(f"best day: {best_day} ({days[best_day]} good eggs)")
avg = sellable / len(days)
print(f"average per day: {avg:.1f}")

if problems:
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

summary = {
    "coops": len(coops),
    "eggs": total_eggs,
    "cracked": total_cracked,
    "crack_rate": round(total_cracked / total_eggs, 4),
    "best_day": best_day,
    "skipped": len(problems),
}
print(json.dumps(summary))
sys.exit(0)
