#!/usr/bin/env python3
# Walking-bus attendance report: who walked to school, per route.
import json

DATA = "root/walking_bus.txt"
VALID = {"present", "late", "absent", "sick"}

routes = {}
children = {}
problems = []
days = set()
rows = 0

with open(DATA, encoding="utf-8") as fh:
    lines = fh.read().splitlines()

for n, line in enumerate(lines[1:], start=2):
    if not line.strip():
        continue
    fields = line.split("|")
    if len(fields) != 5:
        problems.append(f"line {n}: {len(fields)} fields")
        continue
    date, route, child, status, walked = [f.strip() for f in fields]
    if status not in VALID:
        problems.append(f"line {n}: status '{status}'")
        continue
    try:
        metres = int(walked)
    except ValueError:
        problems.append(f"line {n}: distance '{walked}'")
        continue
    if metres < 0:
        problems.append(f"line {n}: negative distance {metres}")
        continue

    rows += 1
    days.add(date)
    r = routes.setdefault(route, {"walks": 0, "missed": 0, "metres": 0, "kids": set()})
    r["kids"].add(child)
    if status in ("present", "late"):
        r["walks"] += 1
        r["metres"] += metres
        children[child] = children.get(child, 0) + metres
    else:
        r["missed"] += 1

print("Walking bus attendance")
print(f"{len(days)} school days, {rows} sign-ins")
print()
print(f"{'Route':<10} {'Kids':>4} {'Walks':>5} {'Missed':>6} {'km':>6} {'Rate':>6}")
total_walks = 0
total_m = 0
for name in sorted(routes):
    r = routes[name]
    seen = r["walks"] + r["missed"]
    rate = r["walks"] / seen * 100 if seen else 0.0
    total_walks += r["walks"]
    total_m += r["metres"]
    print(f"{name:<10} {len(r['kids']):>4} {r['walks']:>5} {r['missed']:>6} "
          f"{r['metres'] / 1000:>6.2f} {rate:>5.1f}%")

print()
print("Distance per child:")
ranked = sorted(children.items(), key=lambda kv: (-kv[1], kv[0]))
for i, (child, metres) in enumerate(ranked, start=1):
    badge = " *" if metres >= 2000 else ""
    print(f"  {i}. {child:<6} {metres:>5} m{badge}")

if problems:
    print()
    print(f"Skipped {len(problems)} bad lines:")
    for p in problems:
        print(f"  - {p}")

best = ranked[0][0] if ranked else None
summary = {
    "days": len(days),
    "walks": total_walks,
    "km": round(total_m / 1000, 2),
    "routes": len(routes),
    "skipped": len(problems),
    "top_walker": best,
}
print(json.dumps(summary))
