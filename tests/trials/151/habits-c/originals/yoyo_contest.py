#!/usr/bin/env python3
"""Yo-yo freestyle contest: rank competitors per division from the judges' sheet."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from statistics import mean

WEIGHTS = {"technical": 0.4, "execution": 0.35, "performance": 0.25}
MAX_SCORE = 10.0


class SheetError(ValueError):
    """A line of the judges' sheet that cannot be used."""


@dataclass(frozen=True)
class Routine:
    competitor: str
    division: str
    technical: float
    execution: float
    performance: float
    deductions: float = 0.0

    @classmethod
    def from_line(cls, line: str) -> "Routine":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise SheetError(f"expected 6 fields, got {len(parts)}")
        name, division, *raw = parts
        try:
            tech, exe, perf, ded = (float(x) for x in raw)
        except ValueError as exc:
            raise SheetError(f"bad number ({exc})") from None
        for label, value in zip(WEIGHTS, (tech, exe, perf)):
            if not 0 <= value <= MAX_SCORE:
                raise SheetError(f"{label} score {value} out of range")
        return cls(name, division, tech, exe, perf, ded)

    @property
    def raw_score(self) -> float:
        return sum(getattr(self, k) * w for k, w in WEIGHTS.items())

    @property
    def final(self) -> float:
        return round(max(self.raw_score - self.deductions, 0.0), 2)

    def __lt__(self, other: "Routine") -> bool:
        return (self.final, self.competitor) > (other.final, other.competitor)

    def __str__(self) -> str:
        return f"{self.competitor:<14} {self.final:6.2f}  (-{self.deductions:.1f})"


@dataclass
class Contest:
    routines: list[Routine] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, path: str) -> "Contest":
        contest = cls()
        with open(path, encoding="utf-8") as fh:
            for lineno, line in enumerate(fh, start=1):
                line = line.strip()
                if not line or line.startswith("#") or line.startswith("competitor,"):
                    continue
                try:
                    contest.routines.append(Routine.from_line(line))
                except SheetError as err:
                    contest.rejected.append((lineno, str(err)))
        return contest

    @property
    def divisions(self) -> dict[str, list[Routine]]:
        grouped: dict[str, list[Routine]] = defaultdict(list)
        for r in self.routines:
            grouped[r.division].append(r)
        return {d: sorted(rs) for d, rs in sorted(grouped.items())}

    def __len__(self) -> int:
        return len(self.routines)

    def report(self) -> str:
        lines = ["YO-YO FREESTYLE RESULTS", "=" * 23]
        champions = {}
        for division, ranked in self.divisions.items():
            lines.append(f"\nDivision {division} ({len(ranked)} entrants, "
                         f"avg {mean(r.final for r in ranked):.2f})")
            for place, routine in enumerate(ranked, start=1):
                lines.append(f"  {place}. {routine}")
            champions[division] = ranked[0].competitor
        if self.rejected:
            lines.append(f"\nRejected {len(self.rejected)} line(s):")
            lines.extend(f"  line {n}: {why}" for n, why in self.rejected)
        best = min(self.routines)
        summary = {
            "entrants": len(self),
            "rejected": len(self.rejected),
            "champions": champions,
            "top_score": best.final,
            "top_competitor": best.competitor,
        }
        lines.append("")
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/yoyo_scores.csv"
    print(Contest.load(path).report())
