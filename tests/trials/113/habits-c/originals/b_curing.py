#!/usr/bin/env python3
# Curing-room weigh log: weight loss per batch, humidity, ready-to-slice check.
import json

PATH = "root/curing.txt"
TARGET_LOSS = 30.0  # percent weight loss at which a cut is ready

with open(PATH, encoding="utf-8") as f:
    text = f.read()

batches = {}
humidity = []
problems = []
rows = 0

for n, line in enumerate(text.splitlines(), 1):
    line = line.strip()
    if not line or line.startswith("date;"):
        continue
    fields = line.split(";")
    if len(fields) != 6:
        problems.append(f"line {n}: {len(fields)} fields")
        continue
    date, batch, cut, start, weight, hum = fields
    try:
        start_kg = float(start)
        weight_kg = float(weight)
    except ValueError:
        problems.append(f"line {n}: bad weight {weight!r}")
        continue
    if weight_kg > start_kg:
        problems.append(f"line {n}: {batch} heavier than at start")
        continue
    if hum:
        try:
            humidity.append(int(hum))
        except ValueError:
            problems.append(f"line {n}: bad humidity {hum!r}")
    else:
        problems.append(f"line {n}: no humidity (weight kept)")
    rows += 1
    b = batches.setdefault(batch, {"cut": cut, "start": start_kg, "weighs": []})
    b["weighs"].append((date, weight_kg))

print("CURING ROOM WEIGH LOG")
print("=" * 44)
print(f"{'batch':<6}{'cut':<11}{'start':>7}{'now':>7}{'loss%':>8}  status")
print("-" * 44)

ready = []
losses = {}
for batch in sorted(batches):
    info = batches[batch]
    last_date, last_kg = info["weighs"][-1]
    loss = (info["start"] - last_kg) / info["start"] * 100
    losses[batch] = round(loss, 1)
    status = "READY" if loss >= TARGET_LOSS else "curing"
    if status == "READY":
        ready.append(batch)
    print(f"{batch:<6}{info['cut']:<11}{info['start']:>7.2f}{last_kg:>7.2f}"
          f"{loss:>8.1f}  {status}")

print("-" * 44)
if humidity:
    avg_h = sum(humidity) / len(humidity)
    print(f"humidity: min {min(humidity)}%  max {max(humidity)}%  avg {avg_h:.1f}%")
else:
    avg_h = None
    print("humidity: no readings")

weekly = {}
for batch, info in batches.items():
    for (d1, w1), (d2, w2) in zip(info["weighs"], info["weighs"][1:]):
        weekly.setdefault(d2, []).append(w1 - w2)
for day, drops in sorted(weekly.items()):
    print(f"week to {day}: {len(drops)} weighed, mean drop {sum(drops) / len(drops) * 1000:.0f} g")

if problems:
    print(f"{len(problems)} problem(s):")
    for p in problems:
        print(f"  {p}")

fastest = max(losses, key=losses.get) if losses else None
summary = {
    "batches": len(batches),
    "rows": rows,
    "ready": ready,
    "fastest": fastest,
    "avg_humidity": round(avg_h, 1) if avg_h is not None else None,
    "problems": len(problems),
}
print(json.dumps(summary))
