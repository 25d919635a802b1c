#!/usr/bin/env python3
# Weekly payout sheet for the secondhand bookshop's consignment shelf.
import json
import sys

RATES = {"fine": 0.60, "good": 0.50, "fair": 0.40, "poor": 0.30}  # consignor's share
MIN_PAYOUT = 10.00

path = sys.argv[1] if len(sys.argv) > 1 else "root/consignments.txt"
with open(path) as f:
    lines = f.read().splitlines()

header = lines[0].split("|")
sales = []
problems = []
seen = set()

for lineno, line in enumerate(lines[1:], start=2):
    if not line.strip():
        continue
    fields = line.split("|")
    if len(fields) != len(header):
        problems.append(f"line {lineno}: {len(fields)} fields, expected {len(header)}")
        continue
    row = dict(zip(header, fields))
    if row["sale_id"] in seen:
        problems.append(f"line {lineno}: duplicate sale {row['sale_id']}")
        continue
    try:
        price = float(row["price"])
    except ValueError:
        problems.append(f"line {lineno}: bad price {row['price']!r}")
        continue
    cond = row["condition"].lower()
    if cond not in RATES:
        problems.append(f"line {lineno}: unknown condition {cond!r}")
        continue
    seen.add(row["sale_id"])
    sales.append({"id": row["sale_id"], "who": row["consignor"], "title": row["title"],
                  "price": price, "share": round(price * RATES[cond], 2)})

by_consignor = {}
for s in sales:
    entry = by_consignor.setdefault(s["who"], {"books": 0, "gross": 0.0, "owed": 0.0, "titles": []})
    entry["books"] += 1
    entry["gross"] += s["price"]
    entry["owed"] += s["share"]
    entry["titles"].append(s["title"])

print("CONSIGNMENT PAYOUTS")
print("-" * 48)
paid, carried = {}, {}
for who in sorted(by_consignor, key=lambda w: -by_consignor[w]["owed"]):
    e = by_consignor[who]
    status = "PAY" if e["owed"] >= MIN_PAYOUT else "carry over"
    (paid if status == "PAY" else carried)[who] = round(e["owed"], 2)
    print(f"{who:<12} {e['books']} book(s)  sold £{e['gross']:7.2f}  owed £{e['owed']:6.2f}  [{status}]")
    for t in e["titles"]:
        short = t if len(t) <= 24 else t[:21] + "..."
        print(f"    - {short}")

gross = sum(s["price"] for s in sales)
owed = sum(paid.values()) + sum(carried.values())
print("-" * 48)
print(f"Sales: {len(sales)}  gross £{gross:.2f}  shop keeps £{gross - owed:.2f}")
if problems:
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

summary = {
    "sales": len(sales),
    "gross": round(gross, 2),
    "payouts": paid,
    "carried_over": list(carried),
    "skipped": len(problems),
}
print(json.dumps(summary))
