#!/usr/bin/env python3
"""Abacus open: per-contestant and per-club report from round results."""
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "abacus_results.csv"


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class RoundResult:
    contestant: str
    club: str
    division: str
    round_no: int
    correct: int
    attempted: int
    seconds: float

    @classmethod
    def from_line(cls, line: str) -> "RoundResult":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadRow(f"expected 7 fields, got {len(parts)}")
        name, club, division, rnd, correct, attempted, seconds = parts
        try:
            result = cls(name, club, division, int(rnd), int(correct),
                         int(attempted), float(seconds))
        except ValueError as exc:
            raise BadRow(f"bad number ({exc})") from None
        if result.correct > result.attempted:
            raise BadRow("more correct than attempted")
        if result.seconds <= 0:
            raise BadRow("non-positive time")
        return result

    @property
    def points(self) -> float:
        # 10 per correct answer, speed bonus of up to 5 for fast rounds
        bonus = max(0.0, 5 - self.seconds / 60)
        return self.correct * 10 + bonus


@dataclass
class Contestant:
    name: str
    club: str
    division: str
    rounds: list = field(default_factory=list)

    def add(self, result: RoundResult) -> None:
        self.rounds.append(result)

    @property
    def total(self) -> float:
        return sum(r.points for r in self.rounds)

    @property
    def accuracy(self) -> float:
        attempted = sum(r.attempted for r in self.rounds)
        return sum(r.correct for r in self.rounds) / attempted if attempted else 0.0

    def __lt__(self, other: "Contestant") -> bool:
        return (self.total, self.name) < (other.total, other.name)

    def __str__(self) -> str:
        return (f"{self.name:<14} {self.club:<15} {self.division:<8} "
                f"{len(self.rounds):>2} rnd {self.total:>7.1f} pts {self.accuracy:>6.1%}")


class Competition:
    def __init__(self) -> None:
        self.contestants: dict[str, Contestant] = {}
        self.skipped: list[tuple[int, str]] = []

    def load(self, text: str) -> None:
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                r = RoundResult.from_line(line)
            except BadRow as exc:
                self.skipped.append((lineno, str(exc)))
                continue
            who = self.contestants.setdefault(
                r.contestant, Contestant(r.contestant, r.club, r.division))
            who.add(r)

    def __len__(self) -> int:
        return len(self.contestants)

    def ranking(self) -> list:
        return sorted(self.contestants.values(), reverse=True)

    def club_totals(self) -> dict:
        totals = defaultdict(float)
        for c in self.contestants.values():
            totals[c.club] += c.total
        return dict(sorted(totals.items(), key=lambda kv: -kv[1]))


def main() -> int:
    comp = Competition()
    comp.load(DATA.read_text())
    print("ABACUS OPEN - RESULTS")
    for pos, c in enumerate(comp.ranking(), start=1):
        print(f"{pos:>2}. {c}")
    print("Clubs:")
    for club, pts in comp.club_totals().items():
        print(f"  {club:<15} {pts:>8.1f}")
    for lineno, why in comp.skipped:
        print(f"skipped line {lineno}: {why}")
    winner = comp.ranking()[0]
    print(json.dumps({"contestants": len(comp), "rounds": sum(len(c.rounds) for c in comp.ranking()),
                      "skipped": len(comp.skipped), "winner": winner.name,
                      "top_club": next(iter(comp.club_totals()))}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
