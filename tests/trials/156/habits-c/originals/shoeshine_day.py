#!/usr/bin/env python3
# Daily takings for the shoe-shine stand: per shiner, per service, per hour.
import json
import os

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "root", "shoeshine_takings.txt")
SERVICES = {"standard", "deluxe", "boots", "suede"}
COMMISSION = 0.40  # stand keeps 40% of the price, tips go to the shiner

with open(PATH) as fh:
    lines = fh.read().splitlines()

shiners = {}
services = {}
hours = {}
payments = {}
problems = []
total_price = 0.0
total_tips = 0.0
jobs = 0

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        problems.append(f"line {n}: {len(fields)} fields, wanted 6")
        continue
    stamp, shiner, service, price_s, tip_s, pay = fields
    if service not in SERVICES:
        problems.append(f"line {n}: unknown service {service!r}")
        continue
    try:
        price = float(price_s)
        tip = float(tip_s) if tip_s else 0.0
    except ValueError:
        problems.append(f"line {n}: bad amount in {price_s!r}/{tip_s!r}")
        continue
    if tip < 0:
        problems.append(f"line {n}: negative tip {tip:.2f}")
        continue

    hour = stamp.split()[1][:2]
    jobs += 1
    total_price += price
    total_tips += tip

    s = shiners.setdefault(shiner, {"jobs": 0, "price": 0.0, "tips": 0.0})
    s["jobs"] += 1
    s["price"] += price
    s["tips"] += tip
    services[service] = services.get(service, 0) + 1
    hours[hour] = hours.get(hour, 0) + 1
    payments[pay] = payments.get(pay, 0.0) + price + tip

print("SHOE-SHINE STAND - DAY SHEET")
print(f"{'shiner':<8} {'jobs':>4} {'takings':>8} {'tips':>6} {'pay':>7}")
for name in sorted(shiners, key=lambda k: (-shiners[k]["price"], k)):
    s = shiners[name]
    pay_out = s["price"] * (1 - COMMISSION) + s["tips"]
    print(f"{name:<8} {s['jobs']:>4} {s['price']:>8.2f} {s['tips']:>6.2f} {pay_out:>7.2f}")

print("\nServices:")
for service, count in sorted(services.items(), key=lambda kv: (-kv[1], kv[0])):
    bar = "#" * count
    print(f"  {service:<9}{count:>3} {bar}")

print("\nBy hour:")
for hour in sorted(hours):
    print(f"  {hour}:00  {hours[hour]}")

busiest = max(hours, key=hours.get) if hours else None
avg_tip = total_tips / jobs if jobs else 0.0
print(f"\nPayments: " + ", ".join(f"{k} {v:.2f}" for k, v in sorted(payments.items())))
print(f"Average tip {avg_tip:.2f} on {jobs} jobs; stand keeps {total_price * COMMISSION:.2f}")

if problems:
    print(f"\n{len(problems)} line(s) skipped:")
    for p in problems:
        print(f"  {p}")

summary = {
    "jobs": jobs,
    "takings": round(total_price, 2),
    "tips": round(total_tips, 2),
    "busiest_hour": busiest,
    "skipped": len(problems),
}
print(json.dumps(summary))
