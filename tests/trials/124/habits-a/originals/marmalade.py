#!/usr/bin/env python3
"""Village marmalade awards: score entries across judges and award medals."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

CRITERIA = ("appearance", "set", "flavour", "clarity")
WEIGHTS = {"appearance": 1, "set": 1, "flavour": 2, "clarity": 1}
MAX_SCORE = 10 * sum(WEIGHTS.values())
MEDALS = [(0.80, "gold"), (0.70, "silver"), (0.60, "bronze")]


@dataclass
class Sheet:
    entry: str
    maker: str
    category: str
    judge: str
    scores: dict

    @property
    def weighted(self):
        return sum(self.scores[c] * WEIGHTS[c] for c in CRITERIA)


def parse(line, line_no):
    parts = [p.strip() for p in line.split(";")]
    if len(parts) != 4 + len(CRITERIA):
        raise ValueError(f"line {line_no}: expected {4 + len(CRITERIA)} fields, got {len(parts)}")
    entry, maker, category, judge, *raw = parts
    try:
        marks = [int(r) for r in raw]
    except ValueError:
        raise ValueError(f"line {line_no}: non-numeric mark in {raw}") from None
    if any(not 0 <= m <= 10 for m in marks):
        raise ValueError(f"line {line_no}: mark out of range in {marks}")
    return Sheet(entry, maker, category, judge, dict(zip(CRITERIA, marks)))


def load(text):
    sheets, problems = [], []
    for no, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            sheets.append(parse(line, no))
        except ValueError as exc:
            problems.append(str(exc))
    return sheets, problems


def medal_for(fraction):
    return next((name for cut, name in MEDALS if fraction >= cut), None)


def report(text):
    sheets, problems = load(text)
    by_entry = defaultdict(list)
    for s in sheets:
        by_entry[s.entry].append(s)

    results = []
    for entry, group in sorted(by_entry.items()):
        first = group[0]
        frac = mean(s.weighted for s in group) / MAX_SCORE
        results.append({"entry": entry, "maker": first.maker, "category": first.category,
                        "judges": len(group), "frac": frac, "medal": medal_for(frac)})

    lines = [f"Marmalade awards: {len(results)} entries, {len(sheets)} judging sheets", ""]
    categories = sorted({r["category"] for r in results})
    for cat in categories:
        ranked = sorted((r for r in results if r["category"] == cat), key=lambda r: -r["frac"])
        lines.append(f"[{cat.title()}]")
        for pos, r in enumerate(ranked, start=1):
            medal = r["medal"] or "-"
            lines.append(f"  {pos}. {r['entry']} {r['maker']:<11} {r['frac']:>6.1%}  {medal:<6} ({r['judges']} judge{'s' if r['judges'] != 1 else ''})")
        lines.append("")

    judge_scores = defaultdict(list)
    for s in sheets:
        judge_scores[s.judge].append(s.weighted)
    lines.append("Judges:")
    for judge, scores in sorted(judge_scores.items()):
        lines.append(f"  {judge:<8} {len(scores):>2} sheets, mean {mean(scores):5.2f}/{MAX_SCORE}")

    criterion_means = {c: mean(s.scores[c] for s in sheets) for c in CRITERIA}
    weakest = min(criterion_means, key=criterion_means.get)
    lines.append(f"Weakest criterion: {weakest} ({criterion_means[weakest]:.2f}/10)")

    makers = Counter(r["maker"] for r in results if r["medal"])
    top_maker, top_count = makers.most_common(1)[0] if makers else (None, 0)
    lines.append(f"Most medals: {top_maker} ({top_count})")

    if problems:
        lines.append("")
        lines.append(f"Rejected {len(problems)} sheet(s):")
        lines.extend(f"  ! {p}" for p in problems)

    medal_counts = Counter(r["medal"] for r in results if r["medal"])
    summary = {
        "entries": len(results),
        "sheets": len(sheets),
        "medals": {name: medal_counts.get(name, 0) for _, name in MEDALS},
        "best": max(results, key=lambda r: r["frac"])["entry"] if results else None,
        "rejected": len(problems),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / "root" / "marmalade.txt"
    print(report(path.read_text()))
