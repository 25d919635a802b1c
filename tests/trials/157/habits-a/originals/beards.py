#!/usr/bin/env python3
"""Beard & Moustache Championship: averages judges' cards per category."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

MAX_SCORE = 10.0


@dataclass(frozen=True)
class Card:
    competitor: str
    category: str
    judge: str
    score: float


def parse(text):
    cards, problems, seen = [], [], set()
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 4:
            problems.append(f"line {n}: expected 4 fields, got {len(parts)}")
            continue
        competitor, category, judge, score_text = parts
        try:
            score = float(score_text)
        except ValueError:
            problems.append(f"line {n}: score {score_text!r} is not a number")
            continue
        if not 0 <= score <= MAX_SCORE:
            problems.append(f"line {n}: score {score} out of range 0-{MAX_SCORE:g}")
            continue
        key = (competitor, judge)
        if key in seen:
            problems.append(f"line {n}: duplicate card from {judge} for {competitor}")
            continue
        seen.add(key)
        cards.append(Card(competitor, category, judge, score))
    return cards, problems


def standings(cards):
    by_cat = defaultdict(lambda: defaultdict(list))
    for c in cards:
        by_cat[c.category][c.competitor].append(c.score)
    return {
        cat: sorted(
            ((name, mean(scores), len(scores)) for name, scores in people.items()),
            key=lambda row: (-row[1], row[0]),
        )
        for cat, people in sorted(by_cat.items())
    }


def report(text):
    cards, problems = parse(text)
    table = standings(cards)
    judges = Counter(c.judge for c in cards)
    lines = ["BEARD & MOUSTACHE CHAMPIONSHIP", "=" * 30]
    for cat, rows in table.items():
        lines.append(f"\n{cat.title()}")
        for place, (name, avg, n) in enumerate(rows, start=1):
            medal = {1: "gold", 2: "silver", 3: "bronze"}.get(place, "")
            lines.append(f"  {place:>2}. {name:<14} {avg:6.2f}  ({n} cards) {medal}".rstrip())
    lines.append("\nCards per judge: " + ", ".join(f"{j}={k}" for j, k in sorted(judges.items())))
    if problems:
        lines.append(f"\nRejected {len(problems)} line(s):")
        lines += [f"  * {p}" for p in problems]
    all_scores = [c.score for c in cards]
    best_name, best_avg, _ = max((row for rows in table.values() for row in rows), key=lambda r: r[1])
    summary = {
        "cards": len(cards),
        "rejected": len(problems),
        "competitors": len({c.competitor for c in cards}),
        "meanScore": round(mean(all_scores), 3),
        "champion": {"name": best_name, "average": round(best_avg, 2)},
        "winners": {cat: rows[0][0] for cat, rows in table.items()},
    }
    lines.append("\n" + json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "root" / "beards.txt"
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    print(report(path.read_text(encoding="utf-8")))
