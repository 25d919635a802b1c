#!/usr/bin/env python3
"""Language school placement tests: band each student, compare with the level they applied for."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"]
SKILLS = ("listening", "reading", "writing", "speaking")
MAX_PER_SKILL = 50
# minimum total (out of 200) for each placed level
BANDS = [(180, "C2"), (165, "C1"), (145, "B2"), (110, "B1"), (75, "A2"), (0, "A1")]


@dataclass
class Result:
    student_id: str
    name: str
    applied: str
    scores: dict

    @property
    def total(self):
        return sum(self.scores.values())

    @property
    def placed(self):
        return next(level for floor, level in BANDS if self.total >= floor)

    @property
    def gap(self):
        return LEVELS.index(self.placed) - LEVELS.index(self.applied)

    @property
    def weakest(self):
        return min(SKILLS, key=lambda s: (self.scores[s], s))


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 3 + len(SKILLS):
        raise ValueError(f"line {lineno}: expected {3 + len(SKILLS)} fields, got {len(parts)}")
    sid, name, applied, *raw = parts
    if applied not in LEVELS:
        raise ValueError(f"line {lineno}: unknown level {applied!r}")
    try:
        scores = {skill: int(v) for skill, v in zip(SKILLS, raw)}
    except ValueError:
        raise ValueError(f"line {lineno}: non-numeric score in {raw}") from None
    if bad := [s for s, v in scores.items() if not 0 <= v <= MAX_PER_SKILL]:
        raise ValueError(f"line {lineno}: {', '.join(bad)} out of range 0-{MAX_PER_SKILL}")
    return Result(sid, name, applied, scores)


def load(text):
    results, problems = {}, []
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        try:
            r = parse(line, lineno)
        except ValueError as e:
            problems.append(str(e))
            continue
        if r.student_id in results:
            problems.append(f"line {lineno}: duplicate {r.student_id}, keeping the later sitting")
        results[r.student_id] = r
    return list(results.values()), problems


def report(results, problems):
    out = ["PLACEMENT TEST REPORT", ""]
    out.append(f"{'ID':<5} {'Name':<14} {'Appl':>4} {'Total':>5} {'Placed':>6} {'Gap':>4}  Weakest")
    for r in sorted(results, key=lambda r: (-r.total, r.name)):
        out.append(f"{r.student_id:<5} {r.name:<14} {r.applied:>4} {r.total:>5} {r.placed:>6} {r.gap:>+4}  {r.weakest}")

    out += ["", "Skill averages:"]
    for skill in SKILLS:
        vals = [r.scores[skill] for r in results]
        out.append(f"  {skill:<10} {mean(vals):6.2f}  ({min(vals)}-{max(vals)})")

    placed = Counter(r.placed for r in results)
    out += ["", "Placed per level: " + ", ".join(f"{lvl}={placed[lvl]}" for lvl in LEVELS if placed[lvl])]

    by_applied = defaultdict(list)
    for r in results:
        by_applied[r.applied].append(r.gap)
    out.append("Mean gap by level applied:")
    out += [f"  {lvl}: {mean(gaps):+.2f} over {len(gaps)}" for lvl, gaps in sorted(by_applied.items())]

    moved = Counter("up" if r.gap > 0 else "down" if r.gap < 0 else "same" for r in results)
    out.append(f"Moved up {moved['up']}, down {moved['down']}, same {moved['same']} "
               f"({moved['same'] / len(results):.0%} placed as applied)")

    if problems:
        out += ["", f"Problems ({len(problems)}):"] + [f"  * {p}" for p in problems]

    summary = {
        "students": len(results),
        "mean_total": round(mean(r.total for r in results), 1),
        "placed": dict(sorted(placed.items())),
        "as_applied": moved["same"],
        "problems": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "placement_tests.txt"
    print(report(*load(path.read_text(encoding="utf-8"))))


if __name__ == "__main__":
    main(sys.argv)
