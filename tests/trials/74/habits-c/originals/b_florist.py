#!/usr/bin/env python3
# Florist order book: revenue per delivery zone and per flower, with bulk discount.
import json

PATH = "root/florist_orders.txt"
ZONE_FEES = {"centre": 4.50, "north": 6.00, "south": 6.00, "out": 12.00}
BULK_STEMS = 24       # this many stems or more...
BULK_DISCOUNT = 0.10  # ...gets 10% off the flowers (not the delivery)

orders = []
problems = []

with open(PATH, encoding="utf-8") as f:
    for n, raw in enumerate(f, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            order_id, customer, flower, stems, price, zone = line.split("|")
            stems = int(stems)
            price = float(price)
            if stems <= 0:
                raise ValueError(f"stems must be positive, got {stems}")
            zone = zone.strip().lower()
            fee = ZONE_FEES[zone]
        except KeyError as e:
            problems.append(f"line {n}: unknown zone {e}")
            continue
        except ValueError as e:
            problems.append(f"line {n}: {e}")
            continue

        flowers = stems * price
        discount = flowers * BULK_DISCOUNT if stems >= BULK_STEMS else 0.0
        orders.append({
            "id": order_id,
            "customer": customer,
            "flower": flower,
            "stems": stems,
            "zone": zone,
            "total": flowers - discount + fee,
            "discount": discount,
        })

by_zone = {}
by_flower = {}
by_customer = {}
for o in orders:
    z = by_zone.setdefault(o["zone"], {"orders": 0, "revenue": 0.0})
    z["orders"] += 1
    z["revenue"] += o["total"]
    fl = by_flower.setdefault(o["flower"], {"stems": 0, "revenue": 0.0})
    fl["stems"] += o["stems"]
    fl["revenue"] += o["total"]
    by_customer[o["customer"]] = by_customer.get(o["customer"], 0.0) + o["total"]

print("FLORIST ORDER BOOK")
print("-" * 40)
for o in orders:
    mark = " *bulk*" if o["discount"] else ""
    print(f"{o['id']}  {o['customer']:<10} {o['stems']:>3} x {o['flower']:<10} {o['total']:>8.2f}{mark}")

print()
print("By zone:")
for zone in ZONE_FEES:
    if zone in by_zone:
        z = by_zone[zone]
        print(f"  {zone:<7} {z['orders']:>2} orders  {z['revenue']:>8.2f}")

print("By flower (most stems first):")
for name, fl in sorted(by_flower.items(), key=lambda kv: kv[1]["stems"], reverse=True):
    print(f"  {name:<10} {fl['stems']:>4} stems  {fl['revenue']:>8.2f}")

best = max(by_customer, key=by_customer.get)
print(f"Best customer: {best} ({by_customer[best]:.2f})")

if problems:
    print(f"Skipped {len(problems)} line(s):")
    for p in problems:
        print("  " + p)

total = sum(o["total"] for o in orders)
saved = sum(o["discount"] for o in orders)
summary = {
    "orders": len(orders),
    "revenue": round(total, 2),
    "discounts": round(saved, 2),
    "top_flower": max(by_flower, key=lambda k: by_flower[k]["stems"]),
    "skipped": len(problems),
}
print(json.dumps(summary))
