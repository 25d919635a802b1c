#!/usr/bin/env python3
# Dog show results: rank dogs per class, report handlers and bad entries.
import json
import sys

PATH = "root/dogshow.txt"

entries = []
problems = []

with open(PATH, encoding="utf-8") as f:
    text = f.read()

for lineno, line in enumerate(text.splitlines(), start=1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split("|")]
    if len(fields) != 7:
        problems.append(f"line {lineno}: wrong number of fields ({len(fields)})")
        continue
    cls, breed, dog, handler, *raw_scores = fields
    try:
        scores = [float(s) for s in raw_scores]
    except ValueError as e:
        problems.append(f"line {lineno}: bad score ({e})")
        continue
    if any(s < 0 or s > 10 for s in scores):
        problems.append(f"line {lineno}: score out of range 0-10")
        continue
    entries.append({
        "class": cls,
        "breed": breed,
        "dog": dog,
        "handler": handler,
        "scores": scores,
        "total": sum(scores),
    })

# group by class, in show order
class_order = ["Puppy", "Junior", "Open", "Veteran"]
by_class = {}
for e in entries:
    by_class.setdefault(e["class"], []).append(e)

print("DOG SHOW RESULTS")
print("=" * 32)
winners = {}
for cls in class_order:
    dogs = by_class.get(cls)
    if not dogs:
        continue
    dogs.sort(key=lambda e: (-e["total"], e["dog"]))
    print(f"\n{cls} class ({len(dogs)} entries)")
    for place, e in enumerate(dogs, start=1):
        avg = e["total"] / len(e["scores"])
        print(f"  {place}. {e['dog']:<10} {e['breed']:<14} {e['total']:5.1f}  avg {avg:.2f}")
    winners[cls] = dogs[0]["dog"]

# handler league: points 3/2/1 for places
points = {1: 3, 2: 2, 3: 1}
handlers = {}
for cls, dogs in by_class.items():
    for place, e in enumerate(dogs, start=1):
        handlers[e["handler"]] = handlers.get(e["handler"], 0) + points.get(place, 0)

print("\nHandler points")
for name, pts in sorted(handlers.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"  {name:<10}{pts:>3}")

best = max(entries, key=lambda e: e["total"])
print(f"\nBest in show: {best['dog']} ({best['breed']}, {best['class']}) "
      f"with {best['total']:.1f}")

breeds = {}
for e in entries:
    breeds[e["breed"]] = breeds.get(e["breed"], 0) + 1
print("Breeds: " + ", ".join(f"{b} x{n}" for b, n in sorted(breeds.items())))

if problems:
    print(f"\n{len(problems)} entries rejected:", file=sys.stdout)
    for p in problems:
        print(f"  {p}")

summary = {
    "entries": len(entries),
    "rejected": len(problems),
    "best_in_show": best["dog"],
    "winners": winners,
    "top_handler": max(handlers, key=lambda h: (handlers[h], h)),
}
print(json.dumps(summary))
