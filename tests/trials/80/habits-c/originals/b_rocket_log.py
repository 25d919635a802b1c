#!/usr/bin/env python3
# Model-rocket club: summarise the launch log.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/rocket_launches.log"

# total impulse range (N*s) per motor letter
IMPULSE = {"A": 2.5, "B": 5, "C": 10, "D": 20, "E": 40, "F": 80}
RECOVERY_OK = {"chute", "streamer", "tumble"}

launches = []
problems = []

with open(path) as f:
    for n, raw in enumerate(f, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [x.strip() for x in line.split("|")]
        if len(fields) != 6:
            problems.append(f"line {n}: {len(fields)} fields, wanted 6")
            continue
        date, flier, rocket, motor, apogee, recovery = fields
        try:
            apogee = int(apogee)
        except ValueError:
            problems.append(f"line {n}: bad apogee {apogee!r}")
            continue
        letter = motor[0].upper()
        if letter not in IMPULSE:
            problems.append(f"line {n}: unknown motor {motor}")
            continue
        if recovery not in RECOVERY_OK and recovery != "lost":
            problems.append(f"line {n}: unknown recovery {recovery!r}")
            continue
        launches.append({
            "date": date,
            "flier": flier,
            "rocket": rocket,
            "motor": motor,
            "class": letter,
            "apogee": apogee,
            "recovered": recovery in RECOVERY_OK,
        })

print(f"Launch log: {path}")
print(f"{len(launches)} good launches, {len(problems)} lines skipped")
print()

# per flier
fliers = {}
for l in launches:
    s = fliers.setdefault(l["flier"], {"launches": 0, "best": 0, "impulse": 0.0, "lost": 0})
    s["launches"] += 1
    s["best"] = max(s["best"], l["apogee"])
    s["impulse"] += IMPULSE[l["class"]]
    if not l["recovered"]:
        s["lost"] += 1

print(f"{'flier':<8}{'flights':>8}{'best m':>8}{'N*s':>8}{'lost':>6}")
for name, s in sorted(fliers.items(), key=lambda kv: -kv[1]["best"]):
    print(f"{name:<8}{s['launches']:>8}{s['best']:>8}{s['impulse']:>8.1f}{s['lost']:>6}")
print()

# per motor class: average apogee
by_class = {}
for l in launches:
    by_class.setdefault(l["class"], []).append(l["apogee"])
print("Average apogee by motor class:")
for letter in sorted(by_class):
    heights = by_class[letter]
    avg = sum(heights) / len(heights)
    bar = "#" * round(avg / 50)
    print(f"  {letter}: {avg:6.1f} m  {bar}")
print()

# launch days
days = {}
for l in launches:
    days[l["date"]] = days.get(l["date"], 0) + 1
busiest = max(days, key=days.get) if days else None
for day, count in days.items():
    marker = " <- busiest" if day == busiest else ""
    print(f"{day}: {count} launches{marker}")

for p in problems:
    print(f"skipped {p}")

recovered = sum(1 for l in launches if l["recovered"])
highest = max(launches, key=lambda l: l["apogee"]) if launches else None
summary = {
    "launches": len(launches),
    "skipped": len(problems),
    "recovery_rate": round(recovered / len(launches), 3) if launches else None,
    "highest": f"{highest['rocket']} ({highest['apogee']} m)" if highest else None,
    "total_impulse": sum(IMPULSE[l["class"]] for l in launches),
}
print(json.dumps(summary))
