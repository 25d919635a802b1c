#!/usr/bin/env python3
# linen_exchange.py - daily summary of linen cart exchanges per ward
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/linen_exchange.log"
PAR_LEVEL = 60  # clean items a ward should get per visit, roughly

with open(path, encoding="utf-8") as f:
    lines = f.read().splitlines()

wards = {}
items = {}
problems = []
visits = 0
first_time = last_time = None

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [p.strip() for p in line.split("|")]
    if len(fields) != 4:
        problems.append(f"line {n}: expected 4 fields, got {len(fields)}")
        continue
    time_s, ward, delivered_s, soiled_s = fields
    try:
        hh, mm = time_s.split(":")
        hh, mm = int(hh), int(mm)
        if not (0 <= hh < 24 and 0 <= mm < 60):
            raise ValueError(f"bad time {time_s!r}")
        delivered = {}
        for pair in delivered_s.split():
            name, qty = pair.split("=")
            qty = int(qty)
            if qty < 0:
                raise ValueError(f"negative count for {name}")
            delivered[name] = qty
        key, soiled = soiled_s.split("=")
        soiled = int(soiled)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue

    minutes = hh * 60 + mm
    if first_time is None or minutes < first_time:
        first_time = minutes
    if last_time is None or minutes > last_time:
        last_time = minutes

    visits += 1
    clean = sum(delivered.values())
    w = wards.setdefault(ward, {"visits": 0, "clean": 0, "soiled": 0, "short": 0})
    w["visits"] += 1
    w["clean"] += clean
    w["soiled"] += soiled
    if clean < PAR_LEVEL:
        w["short"] += 1
    for name, qty in delivered.items():
        items[name] = items.get(name, 0) + qty

print("LINEN EXCHANGE REPORT")
print("-" * 52)
print(f"{'ward':<12}{'visits':>7}{'clean':>8}{'soiled':>8}{'balance':>9}{'short':>7}")
for ward, w in sorted(wards.items(), key=lambda kv: kv[1]["soiled"] - kv[1]["clean"], reverse=True):
    balance = w["clean"] - w["soiled"]
    print(f"{ward:<12}{w['visits']:>7}{w['clean']:>8}{w['soiled']:>8}{balance:>+9}{w['short']:>7}")
print("-" * 52)

total_clean = sum(items.values())
print("Items delivered:")
for name, qty in sorted(items.items(), key=lambda kv: (-kv[1], kv[0])):
    share = qty / total_clean * 100 if total_clean else 0
    print(f"  {name:<12}{qty:>5}  {share:5.1f}%")

if first_time is not None:
    print(f"Round ran {first_time // 60:02d}:{first_time % 60:02d}"
          f" to {last_time // 60:02d}:{last_time % 60:02d}")

if problems:
    print(f"Skipped {len(problems)} line(s):")
    for p in problems:
        print(f"  {p}")

total_soiled = sum(w["soiled"] for w in wards.values())
busiest = max(wards, key=lambda k: wards[k]["clean"]) if wards else None
summary = {
    "visits": visits,
    "wards": len(wards),
    "clean": total_clean,
    "soiled": total_soiled,
    "ratio": round(total_soiled / total_clean, 3) if total_clean else None,
    "busiest": busiest,
    "skipped": len(problems),
}
print(json.dumps(summary))
