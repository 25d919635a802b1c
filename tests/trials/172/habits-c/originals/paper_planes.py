#!/usr/bin/env python3
"""Paper-plane distance contest: rank pilots and teams from a CSV of throws."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from statistics import mean

DATA = "root/paper_planes.csv"


class BadLine(ValueError):
    """A line of the results file that cannot be used."""


@dataclass(order=False)
class Entry:
    pilot: str
    team: str
    gsm: int
    throws: list[float] = field(default_factory=list)

    @classmethod
    def from_line(cls, line: str) -> "Entry":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        pilot, team, gsm, *throws = parts
        try:
            gsm_value = int(gsm)
            distances = [float(t) for t in throws]
        except ValueError as exc:
            raise BadLine(f"not a number ({exc})") from None
        if any(d < 0 for d in distances):
            raise BadLine("negative distance")
        return cls(pilot, team, gsm_value, distances)

    @property
    def best(self) -> float:
        return max(self.throws)

    @property
    def average(self) -> float:
        return mean(self.throws)

    @property
    def fouls(self) -> int:
        return sum(1 for t in self.throws if t == 0)

    def __lt__(self, other: "Entry") -> bool:
        return (self.best, self.average) < (other.best, other.average)

    def __str__(self) -> str:
        return f"{self.pilot:<12} {self.team:<9} {self.gsm:>4}g  best {self.best:6.2f} m  avg {self.average:6.2f} m"


class Contest:
    def __init__(self, name: str) -> None:
        self.name = name
        self.entries: list[Entry] = []
        self.rejected: list[tuple[int, str]] = []

    def load(self, text: str) -> None:
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                self.entries.append(Entry.from_line(line))
            except BadLine as err:
                self.rejected.append((number, str(err)))

    def __len__(self) -> int:
        return len(self.entries)

    @property
    def ranking(self) -> list[Entry]:
        return sorted(self.entries, reverse=True)

    def team_scores(self) -> dict[str, float]:
        by_team: dict[str, list[float]] = defaultdict(list)
        for entry in self.entries:
            by_team[entry.team].append(entry.best)
        return {team: round(mean(bests), 2) for team, bests in sorted(by_team.items())}

    def report(self) -> str:
        lines = [f"== {self.name} ==", ""]
        for place, entry in enumerate(self.ranking, start=1):
            flag = f"  ({entry.fouls} foul)" if entry.fouls else ""
            lines.append(f"{place}. {entry}{flag}")
        lines += ["", "Teams (mean of best throws):"]
        teams = self.team_scores()
        for team, score in sorted(teams.items(), key=lambda kv: -kv[1]):
            lines.append(f"  {team:<9} {score:6.2f} m")
        if self.rejected:
            lines += ["", f"Skipped {len(self.rejected)} line(s):"]
            lines += [f"  line {n}: {why}" for n, why in self.rejected]
        winner = self.ranking[0] if self.entries else None
        summary = {
            "contest": self.name,
            "pilots": len(self),
            "skipped": len(self.rejected),
            "winner": winner.pilot if winner else None,
            "longest": winner.best if winner else None,
            "top_team": max(teams, key=teams.get) if teams else None,
        }
        lines += ["", json.dumps(summary)]
        return "\n".join(lines)


def main(path: str = DATA) -> None:
    contest = Contest("Spring Paper-Plane Distance Contest")
    with open(path, encoding="utf-8") as fh:
        contest.load(fh.read())
    print(contest.report())


if __name__ == "__main__":
    main(*sys.argv[1:])
