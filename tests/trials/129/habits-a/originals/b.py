#!/usr/bin/env python3
"""Ferret show judging report."""
from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean

DATA = Path(__file__).resolve().parent.parent / "root" / "ferret_show.txt"
CRITERIA = ("coat", "temperament", "condition")
WEIGHTS = {"coat": 0.4, "temperament": 0.35, "condition": 0.25}


@dataclass
class Entry:
    entrant: str
    ferret: str
    klass: str
    judge: str
    scores: dict[str, float] = field(default_factory=dict)

    @property
    def weighted(self) -> float:
        return sum(self.scores[c] * WEIGHTS[c] for c in CRITERIA)

    @property
    def label(self) -> str:
        return f"{self.ferret} ({self.entrant})"


class BadLine(ValueError):
    pass


def parse_line(line: str, lineno: int) -> Entry:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 7:
        raise BadLine(f"line {lineno}: {len(parts)} fields, need 7")
    entrant, ferret, klass, judge, *raw = parts
    try:
        scores = {c: float(v) for c, v in zip(CRITERIA, raw)}
    except ValueError:
        raise BadLine(f"line {lineno}: non-numeric score in {raw!r}") from None
    if out_of_range := [c for c, v in scores.items() if not 0 <= v <= 10]:
        raise BadLine(f"line {lineno}: {', '.join(out_of_range)} out of range 0-10")
    return Entry(entrant, ferret, klass, judge, scores)


def load(path: Path) -> tuple[list[Entry], list[str]]:
    entries, problems = [], []
    with path.open(encoding="utf-8") as fh:
        for lineno, raw in enumerate(fh, start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                entries.append(parse_line(line, lineno))
            except BadLine as exc:
                problems.append(str(exc))
    return entries, problems


def report(entries: list[Entry], problems: list[str]) -> str:
    lines = ["Ferret Show Results", "-" * 19]
    by_ferret: dict[str, list[Entry]] = defaultdict(list)
    for e in entries:
        by_ferret[e.entrant].append(e)
    finals = {k: mean(e.weighted for e in v) for k, v in by_ferret.items()}
    classes = sorted({e.klass for e in entries})
    winners = {}
    for klass in classes:
        ranked = sorted(
            (k for k, v in by_ferret.items() if v[0].klass == klass),
            key=lambda k: (-finals[k], k),
        )
        lines.append(f"\n{klass} class:")
        for place, k in enumerate(ranked, 1):
            first = by_ferret[k][0]
            marks = len(by_ferret[k])
            lines.append(f"  {place}. {first.label:<16} {finals[k]:6.2f}  ({marks} card{'s' if marks > 1 else ''})")
        winners[klass] = by_ferret[ranked[0]][0].ferret
    judge_load = Counter(e.judge for e in entries)
    lines.append("\nJudges: " + ", ".join(f"{j}={n}" for j, n in judge_load.most_common()))
    avg_by_criterion = {c: round(mean(e.scores[c] for e in entries), 2) for c in CRITERIA}
    lines.append("Criterion averages: " + "  ".join(f"{c}:{v:.2f}" for c, v in avg_by_criterion.items()))
    best = max(finals, key=finals.get)
    lines.append(f"Best in show: {by_ferret[best][0].label} with {finals[best]:.3f}")
    if problems:
        lines.append(f"\n{len(problems)} line(s) rejected:")
        lines.extend(f"  * {p}" for p in problems)
    summary = {
        "entries": len(by_ferret),
        "cards": len(entries),
        "rejected": len(problems),
        "winners": winners,
        "best_in_show": by_ferret[best][0].ferret,
        "top_score": round(finals[best], 3),
    }
    lines.append("")
    lines.append(json.dumps(summary, sort_keys=False))
    return "\n".join(lines)


def main() -> None:
    entries, problems = load(DATA)
    print(report(entries, problems))


if __name__ == "__main__":
    main()
