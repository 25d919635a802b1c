#!/usr/bin/env python3
"""Yodelling contest: aggregate judges' scoresheets into a ranked report."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

CRITERIA = ("pitch", "breaks", "stamina")
WEIGHTS = {"pitch": 0.4, "breaks": 0.4, "stamina": 0.2}
MAX_SCORE = 10.0


class BadLine(ValueError):
    """A scoresheet line that cannot be used."""


@dataclass(frozen=True)
class Sheet:
    contestant: str
    category: str
    judge: str
    scores: dict[str, float]

    @classmethod
    def parse(cls, line: str) -> "Sheet":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 3 + len(CRITERIA):
            raise BadLine(f"expected {3 + len(CRITERIA)} fields, got {len(parts)}")
        name, category, judge, *raw = parts
        try:
            values = [float(v) for v in raw]
        except ValueError as exc:
            raise BadLine(f"non-numeric score ({exc})") from None
        for crit, val in zip(CRITERIA, values):
            if not 0 <= val <= MAX_SCORE:
                raise BadLine(f"{crit} {val} out of range 0-{MAX_SCORE:g}")
        return cls(name, category, judge, dict(zip(CRITERIA, values)))

    @property
    def weighted(self) -> float:
        return sum(self.scores[c] * WEIGHTS[c] for c in CRITERIA)


@dataclass
class Contestant:
    name: str
    category: str
    sheets: list[Sheet] = field(default_factory=list)

    def add(self, sheet: Sheet) -> None:
        self.sheets.append(sheet)

    @property
    def total(self) -> float:
        return sum(s.weighted for s in self.sheets) / len(self.sheets) if self.sheets else 0.0

    @property
    def judges(self) -> int:
        return len(self.sheets)

    def __lt__(self, other: "Contestant") -> bool:
        return (-self.total, self.name) < (-other.total, other.name)

    def __str__(self) -> str:
        return f"{self.name:<16} {self.category:<8} {self.judges:>2} judges  {self.total:5.2f}"


class Contest:
    def __init__(self) -> None:
        self.contestants: dict[str, Contestant] = {}
        self.errors: list[str] = []

    def load(self, path: Path) -> "Contest":
        for lineno, line in enumerate(path.read_text().splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                sheet = Sheet.parse(line)
            except BadLine as exc:
                self.errors.append(f"line {lineno}: {exc}")
                continue
            entry = self.contestants.setdefault(sheet.contestant, Contestant(sheet.contestant, sheet.category))
            entry.add(sheet)
        return self

    def __len__(self) -> int:
        return len(self.contestants)

    def __iter__(self):
        return iter(sorted(self.contestants.values()))

    def by_category(self) -> dict[str, list[Contestant]]:
        groups: dict[str, list[Contestant]] = defaultdict(list)
        for c in self:
            groups[c.category].append(c)
        return dict(sorted(groups.items()))


def main(path: Path) -> None:
    contest = Contest().load(path)
    print(f"Yodelling contest report: {len(contest)} contestants")
    for category, entrants in contest.by_category().items():
        print(f"\n[{category}]")
        for rank, c in enumerate(entrants, 1):
            print(f"  {rank}. {c}")
    if contest.errors:
        print(f"\nSkipped {len(contest.errors)} bad line(s):")
        for err in contest.errors:
            print(f"  - {err}")
    winner = next(iter(contest), None)
    summary = {
        "contestants": len(contest),
        "sheets": sum(c.judges for c in contest),
        "skipped": len(contest.errors),
        "winner": winner.name if winner else None,
        "top_score": round(winner.total, 2) if winner else None,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "root/yodel_scores.csv"))
