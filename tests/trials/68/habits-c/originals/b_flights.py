#!/usr/bin/env python3
# Paragliding flight log: airtime and distance per pilot and per site.
import json
import os

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "root", "flights.txt")


def minutes(hhmm):
    h, m = hhmm.split(":")
    h, m = int(h), int(m)
    if not (0 <= h < 24 and 0 <= m < 60):
        raise ValueError(f"bad time {hhmm}")
    return h * 60 + m


pilots = {}
sites = {}
errors = []
flights = 0
longest = None

with open(path, encoding="utf-8") as f:
    for lineno, line in enumerate(f, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields = line.split(";")
        if len(fields) != 6:
            errors.append(f"line {lineno}: {len(fields)} fields")
            continue
        pilot, site, launch, landing, alt, dist = fields
        try:
            airtime = minutes(landing) - minutes(launch)
            alt = int(alt)
            dist = float(dist)
        except ValueError as e:
            errors.append(f"line {lineno}: {e}")
            continue
        if airtime <= 0:
            errors.append(f"line {lineno}: lands before launch")
            continue

        flights += 1
        p = pilots.setdefault(pilot, {"flights": 0, "minutes": 0, "km": 0.0, "max_alt": 0})
        p["flights"] += 1
        p["minutes"] += airtime
        p["km"] += dist
        p["max_alt"] = max(p["max_alt"], alt)

        s = sites.setdefault(site, [])
        s.append(dist)

        if longest is None or dist > longest[2]:
            longest = (pilot, site, dist)

print("Paragliding flight log")
print("=" * 46)
print(f"{'pilot':<8}{'flights':>8}{'airtime':>10}{'km':>9}{'max alt':>10}")
total_minutes = 0
total_km = 0.0
for name in sorted(pilots, key=lambda n: (-pilots[n]["km"], n)):
    p = pilots[name]
    total_minutes += p["minutes"]
    total_km += p["km"]
    h, m = divmod(p["minutes"], 60)
    print(f"{name:<8}{p['flights']:>8}{f'{h}h{m:02d}':>10}{p['km']:>9.1f}{p['max_alt']:>9}m")
print("-" * 46)
h, m = divmod(total_minutes, 60)
print(f"{'all':<8}{flights:>8}{f'{h}h{m:02d}':>10}{total_km:>9.1f}")
print()
print("Sites:")
for site, dists in sorted(sites.items()):
    avg = sum(dists) / len(dists)
    print(f"  {site:<12} {len(dists)} flights, avg {avg:.1f} km, best {max(dists):.1f} km")
if longest:
    print(f"Longest flight: {longest[0]} at {longest[1]}, {longest[2]:.1f} km")
if errors:
    print(f"{len(errors)} bad lines:")
    for e in errors:
        print(f"  {e}")

summary = {
    "flights": flights,
    "pilots": len(pilots),
    "airtime_min": total_minutes,
    "km": round(total_km, 1),
    "longest": longest[0] if longest else None,
    "bad_lines": len(errors),
}
print(json.dumps(summary))
