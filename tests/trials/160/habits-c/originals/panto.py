#!/usr/bin/env python3
# Pantomime season box-office summary from a pipe-separated sales file.
import json

PATH = "root/panto_tickets.txt"
CAPACITY = {"stalls": 40, "circle": 24, "balcony": 30, "box": 4}

sales = []
problems = []

with open(PATH) as f:
    lines = f.read().splitlines()

header = lines[0].split("|")
for lineno, raw in enumerate(lines[1:], start=2):
    raw = raw.strip()
    if not raw:
        continue
    fields = raw.split("|")
    if len(fields) != len(header):
        problems.append(f"line {lineno}: {len(fields)} fields, wanted {len(header)}")
        continue
    row = dict(zip(header, fields))
    try:
        qty = int(row["qty"])
        price = float(row["price"])
    except ValueError:
        problems.append(f"line {lineno}: not a number in {row['qty']!r}/{row['price']!r}")
        continue
    if qty <= 0:
        problems.append(f"line {lineno}: quantity {qty} not positive")
        continue
    if row["band"] not in CAPACITY:
        problems.append(f"line {lineno}: unknown band {row['band']!r}")
        continue
    sales.append({"date": row["date"], "perf": row["performance"],
                  "band": row["band"], "qty": qty, "price": price})

by_show = {}
by_band = {}
for s in sales:
    key = (s["date"], s["perf"])
    show = by_show.setdefault(key, {"tickets": 0, "takings": 0.0, "bands": {}})
    show["tickets"] += s["qty"]
    show["takings"] += s["qty"] * s["price"]
    show["bands"][s["band"]] = show["bands"].get(s["band"], 0) + s["qty"]
    band = by_band.setdefault(s["band"], {"tickets": 0, "takings": 0.0})
    band["tickets"] += s["qty"]
    band["takings"] += s["qty"] * s["price"]

print("PANTOMIME BOX OFFICE")
print("-" * 20)
total_cap = sum(CAPACITY.values())
for (date, perf), show in sorted(by_show.items()):
    fill = 100 * show["tickets"] / total_cap
    print(f"{date} {perf:<8} {show['tickets']:>3} seats  £{show['takings']:>7.2f}  {fill:4.1f}% full")

print()
print("By band:")
for name in sorted(by_band, key=lambda b: -by_band[b]["takings"]):
    b = by_band[name]
    avg = b["takings"] / b["tickets"]
    print(f"  {name:<8} {b['tickets']:>3} tickets  £{b['takings']:>8.2f}  avg £{avg:.2f}")

best_key = max(by_show, key=lambda k: by_show[k]["takings"])
matinee = sum(s["takings"] for k, s in by_show.items() if k[1] == "matinee")
evening = sum(s["takings"] for k, s in by_show.items() if k[1] == "evening")

if problems:
    print()
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

total = sum(b["takings"] for b in by_band.values())
summary = {
    "shows": len(by_show),
    "tickets": sum(b["tickets"] for b in by_band.values()),
    "takings": round(total, 2),
    "best_show": f"{best_key[0]} {best_key[1]}",
    "matinee_share": round(matinee / total, 3),
    "skipped": len(problems),
}
print(json.dumps(summary))
