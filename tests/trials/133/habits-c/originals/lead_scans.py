#!/usr/bin/env python3
# Trade-show booth lead scans: per-booth report plus JSON summary.
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "root/lead_scans.txt"

booths = {}
interests = {}
seen = set()
errors = []
duplicates = 0
hot_leads = []

with open(path) as fh:
    for n, raw in enumerate(fh, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = line.split("|")
        if len(fields) != 5:
            errors.append(f"line {n}: want 5 fields, got {len(fields)}")
            continue
        time, booth, badge, rating, interest = fields
        if not badge:
            errors.append(f"line {n}: missing badge")
            continue
        try:
            score = int(rating)
        except ValueError:
            errors.append(f"line {n}: rating {rating!r} is not a number")
            continue
        if not 1 <= score <= 5:
            errors.append(f"line {n}: rating {score} out of range 1-5")
            continue

        key = (booth, badge)
        if key in seen:
            duplicates += 1
            continue
        seen.add(key)

        b = booths.setdefault(booth, {"scans": 0, "total": 0, "first": time, "last": time})
        b["scans"] += 1
        b["total"] += score
        b["first"] = min(b["first"], time)
        b["last"] = max(b["last"], time)
        interests[interest] = interests.get(interest, 0) + 1
        if score >= 5:
            hot_leads.append((time, booth, badge))

print("Lead scans by booth")
print("-" * 40)
for booth in sorted(booths, key=lambda k: (-booths[k]["scans"], k)):
    b = booths[booth]
    avg = b["total"] / b["scans"]
    print(f"{booth:<5} scans={b['scans']:<3} avg={avg:.2f}  {b['first']}-{b['last']}")

print()
print("Interests:")
total = sum(interests.values())
for topic, count in sorted(interests.items(), key=lambda kv: (-kv[1], kv[0])):
    share = 100 * count / total
    print(f"  {topic:<10} {count:>2}  {share:5.1f}%")

print()
print(f"Hot leads ({len(hot_leads)}):")
for time, booth, badge in hot_leads:
    print(f"  {time} {booth} {badge}")

if errors:
    print()
    print(f"Rejected {len(errors)} line(s):")
    for e in errors:
        print(f"  {e}")

best = max(booths, key=lambda k: booths[k]["total"] / booths[k]["scans"])
summary = {
    "leads": sum(b["scans"] for b in booths.values()),
    "duplicates": duplicates,
    "rejected": len(errors),
    "hot": len(hot_leads),
    "best_booth": best,
}
print(json.dumps(summary))
