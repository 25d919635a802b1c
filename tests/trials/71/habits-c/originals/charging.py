#!/usr/bin/env python3
# Weekly report for the EV charging stations: energy, revenue, busiest station.
import json
import sys
from datetime import datetime

PATH = "root/charging.log"
KNOWN_CONNECTORS = ("CCS", "Type2", "CHAdeMO")
FMT = "%Y-%m-%d %H:%M"

stations = {}
connectors = {}
days = {}
problems = []
total_kwh = 0.0
total_revenue = 0.0
sessions = 0
longest = None

try:
    with open(PATH) as f:
        lines = f.read().splitlines()
except OSError as e:
    print(f"cannot read {PATH}: {e}")
    sys.exit(1)

for lineno, line in enumerate(lines, 1):
    line = line.strip()
    if not line or line.startswith("#") or line.startswith("station;"):
        continue
    fields = line.split(";")
    if len(fields) != 6:
        problems.append(f"line {lineno}: {len(fields)} fields")
        continue
    station, connector, start_s, end_s, kwh_s, price_s = fields
    try:
        start = datetime.strptime(start_s, FMT)
        end = datetime.strptime(end_s, FMT)
        kwh = float(kwh_s)
        price = float(price_s)
    except ValueError as e:
        problems.append(f"line {lineno}: {e}")
        continue
    minutes = int((end - start).total_seconds() // 60)
    if minutes <= 0:
        problems.append(f"line {lineno}: ends before it starts")
        continue
    if connector not in KNOWN_CONNECTORS:
        problems.append(f"line {lineno}: unknown connector {connector}")
        # still count it: the energy was delivered

    cost = round(kwh * price, 2)
    sessions += 1
    total_kwh += kwh
    total_revenue += cost

    s = stations.setdefault(station, {"sessions": 0, "kwh": 0.0, "minutes": 0, "revenue": 0.0})
    s["sessions"] += 1
    s["kwh"] += kwh
    s["minutes"] += minutes
    s["revenue"] += cost

    connectors[connector] = connectors.get(connector, 0) + 1
    day = start.strftime("%a %d %b")
    days[day] = days.get(day, 0.0) + kwh

    if longest is None or minutes > longest[1]:
        longest = (station, minutes, start_s)

print("EV charging report")
print("-" * 18)
print(f"{'station':<8}{'sess':>5}{'kWh':>9}{'avg kW':>8}{'revenue':>10}")
for name in sorted(stations):
    s = stations[name]
    avg_kw = s["kwh"] / (s["minutes"] / 60)
    print(f"{name:<8}{s['sessions']:>5}{s['kwh']:>9.1f}{avg_kw:>8.1f}{s['revenue']:>10.2f}")

print()
for day, kwh in days.items():
    bar = "#" * round(kwh / 10)
    print(f"{day}  {kwh:6.1f} kWh {bar}")

print()
print("connectors: " + ", ".join(f"{c}={n}" for c, n in sorted(connectors.items(), key=lambda x: (-x[1], x[0]))))
if longest:
    st, mins, when = longest
    print(f"longest session: {st} at {when}, {mins // 60}h{mins % 60:02d}m")
for p in problems:
    print(f"warning: {p}")

busiest = max(stations, key=lambda k: stations[k]["kwh"]) if stations else None
summary = {
    "sessions": sessions,
    "kwh": round(total_kwh, 1),
    "revenue": round(total_revenue, 2),
    "busiest": busiest,
    "problems": len(problems),
}
print(json.dumps(summary))
