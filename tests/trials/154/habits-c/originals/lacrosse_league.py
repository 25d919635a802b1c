#!/usr/bin/env python3
"""Lacrosse league table from a CSV of match results."""
import json
from dataclasses import dataclass, field

DATA_FILE = "root/lacrosse_results.csv"
POINTS_WIN, POINTS_DRAW = 3, 1


@dataclass(frozen=True)
class Match:
    date: str
    home: str
    away: str
    home_goals: int
    away_goals: int

    @classmethod
    def from_line(cls, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise ValueError(f"expected 5 fields, got {len(parts)}")
        date, home, away, hg, ag = parts
        if home == away:
            raise ValueError(f"{home} cannot play itself")
        hg, ag = int(hg), int(ag)
        if hg < 0 or ag < 0:
            raise ValueError("negative score")
        return cls(date, home, away, hg, ag)


@dataclass
class Team:
    name: str
    won: int = 0
    drawn: int = 0
    lost: int = 0
    goals_for: int = 0
    goals_against: int = 0

    @property
    def played(self):
        return self.won + self.drawn + self.lost

    @property
    def points(self):
        return self.won * POINTS_WIN + self.drawn * POINTS_DRAW

    @property
    def goal_diff(self):
        return self.goals_for - self.goals_against

    def record(self, scored, conceded):
        self.goals_for += scored
        self.goals_against += conceded
        if scored > conceded:
            self.won += 1
        elif scored == conceded:
            self.drawn += 1
        else:
            self.lost += 1

    def __lt__(self, other):
        return (-self.points, -self.goal_diff, self.name) < (-other.points, -other.goal_diff, other.name)

    def __str__(self):
        return (f"{self.name:<18}{self.played:>3}{self.won:>3}{self.drawn:>3}{self.lost:>3}"
                f"{self.goals_for:>4}{self.goals_against:>4}{self.goal_diff:>+5}{self.points:>5}")


@dataclass
class League:
    teams: dict = field(default_factory=dict)
    matches: list = field(default_factory=list)
    rejected: list = field(default_factory=list)

    def team(self, name):
        if name not in self.teams:
            self.teams[name] = Team(name)
        return self.teams[name]

    def add(self, match):
        self.matches.append(match)
        self.team(match.home).record(match.home_goals, match.away_goals)
        self.team(match.away).record(match.away_goals, match.home_goals)

    def load(self, text):
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                self.add(Match.from_line(line))
            except ValueError as exc:
                self.rejected.append((lineno, str(exc)))

    def __len__(self):
        return len(self.matches)

    def __iter__(self):
        return iter(sorted(self.teams.values()))


def main():
    league = League()
    with open(DATA_FILE) as fh:
        league.load(fh.read())
    print("LACROSSE LEAGUE TABLE")
    print(f"{'Team':<18}{'P':>3}{'W':>3}{'D':>3}{'L':>3}{'GF':>4}{'GA':>4}{'GD':>5}{'Pts':>5}")
    for team in league:
        print(team)
    for lineno, reason in league.rejected:
        print(f"skipped line {lineno}: {reason}")
    leader = next(iter(league))
    goals = sum(m.home_goals + m.away_goals for m in league.matches)
    summary = {"matches": len(league), "teams": len(league.teams), "leader": leader.name,
               "total_goals": goals, "rejected": len(league.rejected)}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
