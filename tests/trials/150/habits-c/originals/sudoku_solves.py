import json
import sys

PATH = "root/sudoku_solves.txt"
WEIGHTS = {"easy": 1, "medium": 2, "hard": 3}
HINT_PENALTY = 30  # seconds per hint used

members = {}
puzzles = {}
problems = []
solves = 0

try:
    with open(PATH) as f:
        lines = f.readlines()
except OSError as e:
    print(f"cannot read {PATH}: {e}")
    sys.exit(1)

for n, raw in enumerate(lines, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [x.strip() for x in line.split("|")]
    if len(fields) != 5:
        problems.append(f"line {n}: wrong field count ({len(fields)})")
        continue
    member, puzzle, level, clock, hints = fields
    if level not in WEIGHTS:
        problems.append(f"line {n}: unknown difficulty '{level}'")
        continue
    try:
        mins, secs = clock.split(":")
        seconds = int(mins) * 60 + int(secs)
        hints = int(hints)
        if hints < 0:
            raise ValueError("negative hints")
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue

    adjusted = seconds + hints * HINT_PENALTY
    score = WEIGHTS[level] * 1000 // adjusted
    solves += 1

    m = members.setdefault(member, {"solves": 0, "score": 0, "best": None})
    m["solves"] += 1
    m["score"] += score
    if m["best"] is None or adjusted < m["best"]:
        m["best"] = adjusted

    p = puzzles.setdefault(puzzle, [])
    p.append((adjusted, member))


def fmt(sec):
    return f"{sec // 60:02d}:{sec % 60:02d}"


print("Sudoku club speed-solve report")
print("-" * 34)
ranking = sorted(members.items(), key=lambda kv: (-kv[1]["score"], kv[0]))
for rank, (name, m) in enumerate(ranking, 1):
    print(f"{rank}. {name:<8} score {m['score']:>4}  solves {m['solves']}  best {fmt(m['best'])}")

print()
print("Puzzle winners:")
for puzzle in sorted(puzzles):
    times = sorted(puzzles[puzzle])
    best_time, who = times[0]
    print(f"  {puzzle}: {who} in {fmt(best_time)} ({len(times)} solvers)")

if problems:
    print()
    print(f"Problems ({len(problems)}):")
    for p in problems:
        print(f"  - {p}")

summary = {
    "solves": solves,
    "members": len(members),
    "leader": ranking[0][0] if ranking else None,
    "problems": len(problems),
    "total_score": sum(m["score"] for m in members.values()),
}
print(json.dumps(summary))
