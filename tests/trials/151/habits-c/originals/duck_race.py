#!/usr/bin/env python3
# Rubber-duck charity race: heat winners, fastest duck, money raised.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/duck_race.txt"

heats = {}          # heat number -> list of (seconds, duck_id, sponsor)
donations = {}      # sponsor -> total pledged
dnf = []
problems = []
seen = set()
total = 0.0


def to_seconds(stamp):
    minutes, seconds = stamp.split(":")
    minutes, seconds = int(minutes), int(seconds)
    if not 0 <= seconds < 60:
        raise ValueError(f"bad seconds in {stamp!r}")
    return minutes * 60 + seconds


with open(path, encoding="utf-8") as f:
    for n, raw in enumerate(f, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [x.strip() for x in line.split("|")]
        if len(fields) != 5:
            problems.append(f"line {n}: {len(fields)} fields, wanted 5")
            continue
        duck, sponsor, heat, finish, amount = fields
        if duck in seen:
            problems.append(f"line {n}: duck {duck} already raced")
            continue
        try:
            heat = int(heat)
            amount = float(amount)
            if amount < 0:
                raise ValueError(f"negative donation {amount}")
            secs = None if finish == "DNF" else to_seconds(finish)
        except ValueError as e:
            problems.append(f"line {n}: {e}")
            continue
        seen.add(duck)
        donations[sponsor] = donations.get(sponsor, 0) + amount
        total += amount
        if secs is None:
            dnf.append(duck)
        else:
            heats.setdefault(heat, []).append((secs, duck, sponsor))

print("RUBBER-DUCK RACE REPORT")
print("-" * 40)
winners = {}
fastest = None
for heat in sorted(heats):
    ducks = sorted(heats[heat])
    print(f"Heat {heat}: {len(ducks)} finished")
    for pos, (secs, duck, sponsor) in enumerate(ducks, 1):
        mark = " <- winner" if pos == 1 else ""
        print(f"  {pos}. {duck} {secs // 60:02d}:{secs % 60:02d}  {sponsor}{mark}")
    winners[str(heat)] = ducks[0][1]
    if fastest is None or ducks[0] < fastest:
        fastest = ducks[0]

print()
print(f"Did not finish: {', '.join(dnf) if dnf else 'none'}")
print(f"Raised: £{total:,.2f} from {len(donations)} sponsors")
top = sorted(donations.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
for sponsor, amount in top:
    print(f"  {sponsor:<18}£{amount:>7.2f}")

if problems:
    print(f"\nSkipped {len(problems)} line(s):")
    for p in problems:
        print("  " + p)

summary = {
    "ducks": len(seen),
    "skipped": len(problems),
    "winners": winners,
    "fastest": fastest[1] if fastest else None,
    "raised": round(total, 2),
}
print()
print(json.dumps(summary))
