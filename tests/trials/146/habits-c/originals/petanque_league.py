#!/usr/bin/env python3
"""League table for a petanque club's triples league."""
import csv
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

WINNING_SCORE = 13


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Match:
    date: str
    home: str
    away: str
    home_score: int
    away_score: int

    @classmethod
    def from_row(cls, row):
        if len(row) != 5:
            raise BadRow(f"expected 5 fields, got {len(row)}")
        date, home, away, hs, as_ = (x.strip() for x in row)
        try:
            home_score, away_score = int(hs), int(as_)
        except ValueError:
            raise BadRow(f"non-numeric score {hs!r}-{as_!r}") from None
        if home == away:
            raise BadRow(f"team plays itself: {home}")
        if max(home_score, away_score) != WINNING_SCORE or home_score == away_score:
            raise BadRow(f"no winner at {WINNING_SCORE}: {home_score}-{away_score}")
        return cls(date, home, away, home_score, away_score)

    @property
    def winner(self):
        return self.home if self.home_score > self.away_score else self.away


@dataclass
class Team:
    name: str
    played: int = 0
    won: int = 0
    points_for: int = 0
    points_against: int = 0
    form: list = field(default_factory=list)

    @property
    def lost(self):
        return self.played - self.won

    @property
    def difference(self):
        return self.points_for - self.points_against

    def record(self, scored, conceded):
        self.played += 1
        self.points_for += scored
        self.points_against += conceded
        won = scored > conceded
        self.won += won
        self.form.append("W" if won else "L")

    def __lt__(self, other):
        return (-self.won, -self.difference, self.name) < (-other.won, -other.difference, other.name)

    def __str__(self):
        return (f"{self.name:<16}{self.played:>3}{self.won:>3}{self.lost:>3}"
                f"{self.points_for:>5}{self.points_against:>5}{self.difference:>+5}  {''.join(self.form)}")


class League:
    def __init__(self):
        self.teams = {}
        self.matches = []
        self.rejected = []

    def team(self, name):
        return self.teams.setdefault(name, Team(name))

    def load(self, path):
        with open(path, newline="") as fh:
            rows = [r for r in csv.reader(fh) if r and not r[0].startswith("#")]
        for lineno, row in enumerate(rows[1:], start=2):
            try:
                m = Match.from_row(row)
            except BadRow as exc:
                self.rejected.append((lineno, str(exc)))
                continue
            self.matches.append(m)
            self.team(m.home).record(m.home_score, m.away_score)
            self.team(m.away).record(m.away_score, m.home_score)

    def __len__(self):
        return len(self.matches)

    def table(self):
        return sorted(self.teams.values())

    def report(self):
        lines = [f"Petanque league: {len(self)} matches", ""]
        lines.append(f"{'Team':<16}{'P':>3}{'W':>3}{'L':>3}{'F':>5}{'A':>5}{'+/-':>5}  Form")
        lines += [str(t) for t in self.table()]
        closest = min(self.matches, key=lambda m: abs(m.home_score - m.away_score))
        lines.append("")
        lines.append(f"Closest game: {closest.home} {closest.home_score}-{closest.away_score} "
                     f"{closest.away} on {closest.date}")
        for lineno, why in self.rejected:
            lines.append(f"skipped data row {lineno}: {why}")
        leader = self.table()[0]
        summary = {"matches": len(self), "rejected": len(self.rejected),
                   "leader": leader.name, "leader_wins": leader.won,
                   "avg_total_points": round(sum(m.home_score + m.away_score for m in self.matches) / len(self), 2)}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "petanque_results.csv"
    league = League()
    league.load(path)
    print(league.report())


if __name__ == "__main__":
    main(sys.argv)
