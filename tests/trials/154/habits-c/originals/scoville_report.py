#!/usr/bin/env python3
# Chilli nursery: summarise Scoville heat tests per variety and per tester.
import json
import sys

PATH = "root/scoville_tests.txt"

BANDS = [
    (0, "mild"),
    (10_000, "medium"),
    (100_000, "hot"),
    (350_000, "very hot"),
    (1_000_000, "superhot"),
]


def band(shu):
    label = BANDS[0][1]
    for floor, name in BANDS:
        if shu >= floor:
            label = name
    return label


varieties = {}
testers = {}
bad = []
count = 0

try:
    with open(PATH) as f:
        lines = f.read().splitlines()
except OSError as e:
    print(f"cannot read {PATH}: {e}")
    sys.exit(1)

for n, raw in enumerate(lines[1:], start=2):
    line = raw.strip()
    if not line:
        continue
    fields = line.split(";")
    if len(fields) != 4:
        bad.append(f"line {n}: wrong number of fields ({len(fields)})")
        continue
    sample, variety, shu_text, tester = fields
    try:
        shu = int(shu_text)
    except ValueError:
        bad.append(f"line {n}: bad SHU value {shu_text!r}")
        continue
    if shu < 0:
        bad.append(f"line {n}: negative SHU {shu}")
        continue
    count += 1
    v = varieties.setdefault(variety, {"tests": 0, "total": 0, "min": shu, "max": shu})
    v["tests"] += 1
    v["total"] += shu
    v["min"] = min(v["min"], shu)
    v["max"] = max(v["max"], shu)
    testers[tester] = testers.get(tester, 0) + 1

print("SCOVILLE TEST REPORT")
print("=" * 60)
print(f"{'Variety':<18}{'Tests':>6}{'Min':>10}{'Max':>10}{'Mean':>10}  Band")
ranked = sorted(varieties.items(), key=lambda kv: kv[1]["total"] / kv[1]["tests"], reverse=True)
for name, v in ranked:
    mean = v["total"] / v["tests"]
    print(f"{name:<18}{v['tests']:>6}{v['min']:>10,}{v['max']:>10,}{mean:>10,.0f}  {band(mean)}")
print("-" * 60)
print("Tests per tester:")
for tester, k in sorted(testers.items()):
    print(f"  {tester}: {k}")
if bad:
    print(f"Rejected {len(bad)} line(s):")
    for msg in bad:
        print(f"  {msg}")

hottest = ranked[0][0] if ranked else None
overall = sum(v["total"] for v in varieties.values()) / count if count else 0
summary = {
    "tests": count,
    "varieties": len(varieties),
    "hottest": hottest,
    "mean_shu": round(overall, 1),
    "rejected": len(bad),
}
print(json.dumps(summary))
