#!/usr/bin/env python3
"""Triathlon results: overall ranking, transition analysis, club summary."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

LEGS = ("swim", "t1", "bike", "t2", "run")


def parse_time(text: str) -> int:
    """Parse hh:mm:ss into seconds; raise ValueError on anything else."""
    parts = text.strip().split(":")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        raise ValueError(f"bad time {text!r}")
    h, m, s = (int(p) for p in parts)
    if m >= 60 or s >= 60:
        raise ValueError(f"bad time {text!r}")
    return h * 3600 + m * 60 + s


def fmt_time(seconds: int) -> str:
    h, rem = divmod(seconds, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}"


@dataclass(frozen=True)
class Result:
    athlete: str
    club: str
    category: str
    splits: dict[str, int]

    @classmethod
    def from_line(cls, line: str) -> "Result":
        fields = [f.strip() for f in line.split(",")]
        if len(fields) != 3 + len(LEGS):
            raise ValueError(f"expected {3 + len(LEGS)} fields, got {len(fields)}")
        athlete, club, category, *times = fields
        return cls(athlete, club, category, dict(zip(LEGS, map(parse_time, times))))

    @property
    def total(self) -> int:
        return sum(self.splits.values())

    @property
    def transitions(self) -> int:
        return self.splits["t1"] + self.splits["t2"]

    def __lt__(self, other: "Result") -> bool:
        return (self.total, self.athlete) < (other.total, other.athlete)

    def __str__(self) -> str:
        return f"{self.athlete:<12} {self.club:<12} {self.category:<4} {fmt_time(self.total)}"


@dataclass
class Race:
    results: list[Result] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, path: Path) -> "Race":
        race = cls()
        for lineno, raw in enumerate(path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                race.results.append(Result.from_line(line))
            except ValueError as exc:
                race.rejected.append((lineno, str(exc)))
        return race

    def __len__(self) -> int:
        return len(self.results)

    def __iter__(self):
        return iter(sorted(self.results))

    def fastest(self, leg: str) -> Result:
        return min(self.results, key=lambda r: (r.splits[leg], r.athlete))

    def by_club(self) -> dict[str, list[Result]]:
        clubs: dict[str, list[Result]] = defaultdict(list)
        for r in self.results:
            clubs[r.club].append(r)
        return dict(sorted(clubs.items()))


def main(path: str = "root/triathlon.csv") -> None:
    race = Race.load(Path(path))
    print("OVERALL")
    for pos, r in enumerate(race, start=1):
        print(f"{pos:>2}. {r}")
    print("\nFASTEST LEGS")
    for leg in LEGS:
        r = race.fastest(leg)
        print(f"  {leg:<4} {r.athlete:<12} {fmt_time(r.splits[leg])}")
    print("\nCLUBS")
    for club, members in race.by_club().items():
        avg = sum(m.transitions for m in members) / len(members)
        print(f"  {club:<12} athletes={len(members)} avg_transition={avg:.1f}s")
    for lineno, reason in race.rejected:
        print(f"skipped line {lineno}: {reason}")
    winner = next(iter(race))
    summary = {"finishers": len(race), "rejected": len(race.rejected),
               "winner": winner.athlete, "winning_time": fmt_time(winner.total)}
    print(json.dumps(summary))


if __name__ == "__main__":
    main(*sys.argv[1:])
