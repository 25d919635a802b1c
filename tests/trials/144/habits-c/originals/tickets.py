#!/usr/bin/env python3
# Magic-show ticket sales: revenue per venue and tier, with bad rows reported.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/magic_tickets.csv"

venues = {}
tiers = {}
bad = []
total_tickets = 0
total_revenue = 0.0
best_day = None
daily = {}

with open(path) as f:
    header = f.readline()
    for n, line in enumerate(f, start=2):
        line = line.strip()
        if not line:
            continue
        fields = line.split(",")
        if len(fields) != 5:
            bad.append(f"line {n}: wrong field count ({len(fields)})")
            continue
        date, venue, tier, qty_s, price_s = fields
        try:
            qty = int(qty_s)
            price = float(price_s)
        except ValueError as e:
            bad.append(f"line {n}: {e}")
            continue
        if qty < 0:
            bad.append(f"line {n}: negative quantity {qty}")
            continue

        revenue = qty * price
        v = venues.setdefault(venue, {"tickets": 0, "revenue": 0.0, "shows": set()})
        v["tickets"] += qty
        v["revenue"] += revenue
        v["shows"].add(date)
        tiers[tier] = tiers.get(tier, 0) + qty
        daily[date] = daily.get(date, 0.0) + revenue
        total_tickets += qty
        total_revenue += revenue


print("Magic-show ticket sales")
print("-" * 40)
for venue in sorted(venues, key=lambda k: -venues[k]["revenue"]):
    v = venues[venue]
    per_show = v["tickets"] / len(v["shows"])
    print(f"{venue:<20} {v['tickets']:>5} tickets  £{v['revenue']:>9,.2f}  ({len(v['shows'])} shows, {per_show:.1f}/show)")
print("-" * 40)
print("By tier:")
for tier, count in sorted(tiers.items(), key=lambda kv: (-kv[1], kv[0])):
    share = 100 * count / total_tickets if total_tickets else 0
    print(f"  {tier:<10} {count:>5}  {share:5.1f}%")

print("By day:")
for date in sorted(daily):
    marker = ""
    if best_day is None or daily[date] > daily[best_day]:
        best_day = date
    if daily[date] >= 2000:
        marker = " *"
    print(f"  {date}  £{daily[date]:>9,.2f}{marker}")
print(f"Best day: {best_day}")

if bad:
    print(f"\n{len(bad)} bad line(s):")
    for msg in bad:
        print(f"  {msg}")

top = max(venues, key=lambda k: venues[k]["revenue"]) if venues else None
summary = {
    "tickets": total_tickets,
    "revenue": round(total_revenue, 2),
    "venues": len(venues),
    "bad_lines": len(bad),
    "top_venue": top,
    "best_day": best_day,
}
print(json.dumps(summary))
