#!/usr/bin/env python3
"""Sepak takraw league table from a CSV of match results."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "takraw_results.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class SetScore:
    home: int
    away: int

    @classmethod
    def parse(cls, text: str) -> "SetScore":
        try:
            h, a = (int(x) for x in text.split("-"))
        except ValueError:
            raise BadLine(f"bad set score {text!r}") from None
        if h == a:
            raise BadLine(f"drawn set {text!r}")
        return cls(h, a)

    @property
    def home_won(self) -> bool:
        return self.home > self.away


@dataclass
class Match:
    date: str
    home: str
    away: str
    sets: list[SetScore]

    @classmethod
    def from_line(cls, line: str) -> "Match":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 4:
            raise BadLine(f"expected 4 fields, got {len(parts)}")
        date, home, away, sets = parts
        if home == away:
            raise BadLine(f"{home} cannot play itself")
        return cls(date, home, away, [SetScore.parse(s) for s in sets.split()])

    @property
    def home_sets(self) -> int:
        return sum(s.home_won for s in self.sets)

    @property
    def away_sets(self) -> int:
        return len(self.sets) - self.home_sets

    @property
    def winner(self) -> str:
        return self.home if self.home_sets > self.away_sets else self.away


@dataclass
class Standing:
    team: str
    played: int = 0
    won: int = 0
    sets_for: int = 0
    sets_against: int = 0
    points_for: int = 0
    points_against: int = 0

    @property
    def points(self) -> int:
        return self.won * 3 + (self.played - self.won)

    @property
    def set_diff(self) -> int:
        return self.sets_for - self.sets_against

    def __lt__(self, other: "Standing") -> bool:
        return (self.points, self.set_diff, self.points_for) > (
            other.points, other.set_diff, other.points_for)

    def __str__(self) -> str:
        return (f"{self.team:<16}{self.played:>3}{self.won:>3}"
                f"{self.sets_for:>4}:{self.sets_against:<3}{self.set_diff:>+4}{self.points:>5}")


class League:
    def __init__(self) -> None:
        self.table: dict[str, Standing] = {}
        self.matches: list[Match] = []
        self.rejected: list[tuple[int, str]] = []

    def __len__(self) -> int:
        return len(self.matches)

    def _standing(self, team: str) -> Standing:
        return self.table.setdefault(team, Standing(team))

    def add(self, match: Match) -> None:
        self.matches.append(match)
        for team, is_home in ((match.home, True), (match.away, False)):
            st = self._standing(team)
            st.played += 1
            st.won += match.winner == team
            st.sets_for += match.home_sets if is_home else match.away_sets
            st.sets_against += match.away_sets if is_home else match.home_sets
            for s in match.sets:
                st.points_for += s.home if is_home else s.away
                st.points_against += s.away if is_home else s.home

    def load(self, path: Path) -> None:
        for lineno, line in enumerate(path.read_text().splitlines(), 1):
            if not line.strip() or line.startswith("#") or line.startswith("date,"):
                continue
            try:
                self.add(Match.from_line(line))
            except BadLine as exc:
                self.rejected.append((lineno, str(exc)))

    def ranking(self) -> list[Standing]:
        return sorted(self.table.values())


def main() -> None:
    league = League()
    league.load(DATA)
    print("SEPAK TAKRAW LEAGUE TABLE")
    print(f"{'Team':<16}{'P':>3}{'W':>3}{'Sets':>8}{'+/-':>4}{'Pts':>5}")
    ranking = league.ranking()
    for pos, st in enumerate(ranking, 1):
        print(f"{pos}. {st}")
    for lineno, reason in league.rejected:
        print(f"skipped line {lineno}: {reason}")
    longest = max(league.matches, key=lambda m: len(m.sets))
    print(f"longest match: {longest.home} v {longest.away} on {longest.date} ({len(longest.sets)} sets)")
    summary = {"matches": len(league), "rejected": len(league.rejected),
               "leader": ranking[0].team, "leader_points": ranking[0].points}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
