#!/usr/bin/env python3
# Open-mic night: who played, how long, how the room liked it.
import json
import sys

SLOT_LIMIT = 10  # minutes before the host flashes the light

acts = {}
performers = {}
overruns = []
skipped = []
nights = set()

try:
    with open("openmic.txt", encoding="utf-8") as f:
        lines = f.read().splitlines()
except FileNotFoundError:
    print("no slot sheet found", file=sys.stderr)
    sys.exit(1)

for lineno, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 5:
        skipped.append(f"line {lineno}: expected 5 fields, got {len(parts)}")
        continue
    night, who, act, minutes, score = parts
    try:
        minutes = int(minutes)
        score = float(score)
    except ValueError as e:
        skipped.append(f"line {lineno}: {e}")
        continue
    if not 0 <= score <= 10:
        skipped.append(f"line {lineno}: score {score} out of range")
        continue

    nights.add(night)
    a = acts.setdefault(act, {"slots": 0, "minutes": 0, "score_sum": 0.0})
    a["slots"] += 1
    a["minutes"] += minutes
    a["score_sum"] += score

    p = performers.setdefault(who, {"slots": 0, "best": 0.0})
    p["slots"] += 1
    p["best"] = max(p["best"], score)

    if minutes > SLOT_LIMIT:
        overruns.append((who, night, minutes - SLOT_LIMIT))

total_slots = sum(a["slots"] for a in acts.values())
total_minutes = sum(a["minutes"] for a in acts.values())

print(f"Open-mic report: {len(nights)} nights, {total_slots} slots, {total_minutes} minutes")
print()
print(f"{'act':<8}{'slots':>6}{'mins':>6}{'avg':>6}")
for act, a in sorted(acts.items()):
    avg = a["score_sum"] / a["slots"]
    print(f"{act:<8}{a['slots']:>6}{a['minutes']:>6}{avg:>6.2f}")

print()
print("Performers by best score:")
ranked = sorted(performers.items(), key=lambda kv: (-kv[1]["best"], kv[0]))
for i, (who, p) in enumerate(ranked, 1):
    plural = "s" if p["slots"] != 1 else ""
    print(f"{i:2}. {who:<18} best {p['best']:.1f} ({p['slots']} slot{plural})")

if overruns:
    print()
    print(f"Overran the {SLOT_LIMIT}-minute slot:")
    for who, night, over in overruns:
        print(f"  {night} {who} +{over} min")

if skipped:
    print()
    print(f"Skipped {len(skipped)} line(s):")
    for msg in skipped:
        print(f"  {msg}")

best_act = max(acts, key=lambda k: acts[k]["score_sum"] / acts[k]["slots"])
summary = {
    "nights": len(nights),
    "slots": total_slots,
    "minutes": total_minutes,
    "overruns": len(overruns),
    "skipped": len(skipped),
    "best_act": best_act,
    "top_performer": ranked[0][0] if ranked else None,
}
print()
print(json.dumps(summary))
