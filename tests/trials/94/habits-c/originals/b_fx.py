#!/usr/bin/env python3
# Bureau de change: daily till summary per currency and per teller.
import json
import sys

MID_RATES = {"EUR": 1.1750, "USD": 1.2600, "JPY": 189.00, "CHF": 1.1100}
FILE = "root/fx_trades.txt"

trades = []
problems = []

try:
    with open(FILE) as fh:
        lines = fh.read().splitlines()
except FileNotFoundError:
    print(f"cannot open {FILE}")
    sys.exit(1)

for n, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = line.split("|")
    if len(fields) != 6:
        problems.append(f"line {n}: {len(fields)} fields")
        continue
    time, teller, direction, ccy, amount, rate = fields
    if ccy not in MID_RATES:
        problems.append(f"line {n}: unknown currency {ccy}")
        continue
    try:
        amount = float(amount)
        rate = float(rate)
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    if rate <= 0:
        problems.append(f"line {n}: rate must be positive")
        continue
    sterling = amount / rate
    # margin in GBP versus the mid rate: we sell foreign below mid, buy above
    mid_value = amount / MID_RATES[ccy]
    margin = mid_value - sterling if direction == "buy" else sterling - mid_value
    trades.append({"time": time, "teller": teller, "dir": direction, "ccy": ccy,
                   "amount": amount, "gbp": sterling, "margin": margin})

by_ccy = {}
by_teller = {}
for t in trades:
    c = by_ccy.setdefault(t["ccy"], {"sold": 0.0, "bought": 0.0, "gbp": 0.0, "margin": 0.0, "n": 0})
    c["sold" if t["dir"] == "sell" else "bought"] += t["amount"]
    c["gbp"] += t["gbp"] if t["dir"] == "sell" else -t["gbp"]
    c["margin"] += t["margin"]
    c["n"] += 1
    by_teller[t["teller"]] = by_teller.get(t["teller"], 0) + t["margin"]

print("BUREAU DE CHANGE - TILL SUMMARY")
print()
print(f"{'ccy':<5}{'trades':>7}{'sold':>11}{'bought':>11}{'net GBP':>11}{'margin':>9}")
for ccy in sorted(by_ccy):
    c = by_ccy[ccy]
    print(f"{ccy:<5}{c['n']:>7}{c['sold']:>11.2f}{c['bought']:>11.2f}{c['gbp']:>11.2f}{c['margin']:>9.2f}")

print()
print("margin by teller:")
ranked = sorted(by_teller.items(), key=lambda kv: kv[1], reverse=True)
for i, (teller, m) in enumerate(ranked, 1):
    share = m / sum(by_teller.values()) * 100
    print(f"  {i}. {teller.title():<6} £{m:7.2f}  ({share:4.1f}%)")

busiest = max(by_ccy, key=lambda k: by_ccy[k]["n"])
print(f"busiest currency: {busiest}")
first, last = trades[0]["time"], trades[-1]["time"]
print(f"trading window: {first} - {last}")

if problems:
    print(f"{len(problems)} line(s) skipped:")
    for p in problems:
        print("  " + p)

total_margin = sum(t["margin"] for t in trades)
summary = {
    "trades": len(trades),
    "skipped": len(problems),
    "currencies": sorted(by_ccy),
    "net_gbp": round(sum(c["gbp"] for c in by_ccy.values()), 2),
    "margin_gbp": round(total_margin, 2),
    "top_teller": ranked[0][0] if ranked else None,
}
print(json.dumps(summary))
