#!/usr/bin/env python3
"""Ski jumping competition: score jumps and rank athletes over two rounds."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

K_POINT = 98.0
METER_VALUE = 2.0
BASE_POINTS = 60.0
GATE_FACTOR = 7.0   # points per gate step relative to the start gate
WIND_FACTOR = 8.0   # points per m/s (tail wind positive, head wind negative)
START_GATE = 12


class BadJump(ValueError):
    pass


@dataclass(frozen=True)
class Jump:
    athlete: str
    nation: str
    round: int
    distance: float
    judges: tuple[float, ...]
    gate: int
    wind: float

    @classmethod
    def from_row(cls, row: list[str]) -> "Jump":
        if len(row) != 11:
            raise BadJump(f"expected 11 fields, got {len(row)}")
        athlete, nation, rnd, dist, *rest = row
        try:
            judges = tuple(float(x) for x in rest[:5])
            gate, wind = int(rest[5]), float(rest[6])
            jump = cls(athlete.strip(), nation.strip(), int(rnd), float(dist), judges, gate, wind)
        except ValueError as exc:
            raise BadJump(str(exc)) from None
        if jump.round not in (1, 2):
            raise BadJump(f"round {jump.round} does not exist")
        if any(not 0 <= j <= 20 for j in judges):
            raise BadJump("judge score outside 0-20")
        return jump

    @property
    def distance_points(self) -> float:
        return BASE_POINTS + (self.distance - K_POINT) * METER_VALUE

    @property
    def style_points(self) -> float:
        # highest and lowest judge are dropped
        return sum(sorted(self.judges)[1:-1])

    @property
    def compensation(self) -> float:
        return (START_GATE - self.gate) * GATE_FACTOR / 10 + self.wind * WIND_FACTOR / 10

    @property
    def total(self) -> float:
        return round(self.distance_points + self.style_points + self.compensation, 1)


@dataclass
class Athlete:
    name: str
    nation: str
    jumps: list[Jump] = field(default_factory=list)

    @property
    def total(self) -> float:
        return round(sum(j.total for j in self.jumps), 1)

    @property
    def longest(self) -> float:
        return max(j.distance for j in self.jumps)

    def __lt__(self, other: "Athlete") -> bool:
        return (self.total, self.longest) > (other.total, other.longest)

    def __str__(self) -> str:
        rounds = "  ".join(f"{j.total:6.1f}" for j in sorted(self.jumps, key=lambda j: j.round))
        return f"{self.name:<12} {self.nation}  {rounds:<14}  {self.total:6.1f}"


class Competition:
    def __init__(self, path: Path):
        self.athletes: dict[str, Athlete] = {}
        self.skipped: list[str] = []
        self._load(path.read_text())

    def _load(self, text: str) -> None:
        for lineno, line in enumerate(text.splitlines(), 1):
            if not line.strip() or line.startswith("#") or line.startswith("athlete,"):
                continue
            try:
                jump = Jump.from_row(line.split(","))
            except BadJump as exc:
                self.skipped.append(f"line {lineno}: {exc}")
                continue
            who = self.athletes.setdefault(jump.athlete, Athlete(jump.athlete, jump.nation))
            who.jumps.append(jump)

    def __iter__(self):
        return iter(sorted(self.athletes.values()))

    def __len__(self) -> int:
        return len(self.athletes)

    def report(self) -> str:
        lines = ["SKI JUMPING - NORMAL HILL", "=" * 44]
        for rank, athlete in enumerate(self, 1):
            lines.append(f"{rank:>2}. {athlete}")
        if self.skipped:
            lines.append("")
            lines.append(f"Skipped {len(self.skipped)} line(s):")
            lines.extend(f"  {s}" for s in self.skipped)
        best = max(self, key=lambda a: a.longest)
        per_nation = defaultdict(float)
        for a in self:
            per_nation[a.nation] += a.total
        summary = {
            "athletes": len(self),
            "winner": next(iter(self)).name,
            "longest_jump": {"athlete": best.name, "distance": best.longest},
            "skipped": len(self.skipped),
            "top_nation": max(per_nation, key=per_nation.get),
        }
        lines.append("")
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/skijump.csv")
    print(Competition(path).report())
