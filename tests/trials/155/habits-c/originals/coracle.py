"""Coracle regatta: rank paddlers by adjusted time and summarise clubs."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field

PENALTY_SECONDS = 5.0
DATA_FILE = "root/coracle_heats.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Run:
    heat: int
    paddler: str
    club: str
    seconds: float
    penalties: int

    @property
    def adjusted(self) -> float:
        return self.seconds + self.penalties * PENALTY_SECONDS

    @classmethod
    def parse(cls, line: str) -> "Run":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        heat, paddler, club, seconds, penalties = parts
        try:
            secs = float(seconds)
        except ValueError:
            raise BadLine(f"bad time {seconds!r}") from None
        if secs <= 0:
            raise BadLine(f"non-positive time {secs}")
        return cls(int(heat), paddler, club, secs, int(penalties))

    def __lt__(self, other: "Run") -> bool:
        return (self.adjusted, self.paddler) < (other.adjusted, other.paddler)

    def __str__(self) -> str:
        pen = f" (+{self.penalties} pen)" if self.penalties else ""
        return f"{self.paddler:<12} {self.club:<11} {self.adjusted:7.1f}s{pen}"


@dataclass
class Regatta:
    runs: list[Run] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def from_text(cls, text: str) -> "Regatta":
        regatta = cls()
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("heat,"):
                continue
            try:
                regatta.runs.append(Run.parse(line))
            except (BadLine, ValueError) as exc:
                regatta.rejected.append((lineno, str(exc)))
        return regatta

    def __len__(self) -> int:
        return len(self.runs)

    @property
    def ranking(self) -> list[Run]:
        return sorted(self.runs)

    @property
    def club_totals(self) -> dict[str, float]:
        best: dict[str, list[float]] = defaultdict(list)
        for run in self.runs:
            best[run.club].append(run.adjusted)
        return {club: round(sum(times) / len(times), 2) for club, times in sorted(best.items())}

    def report(self) -> str:
        lines = ["CORACLE REGATTA RESULTS", "=" * 23]
        for place, run in enumerate(self.ranking, start=1):
            lines.append(f"{place:>2}. {run}")
        lines.append("")
        lines.append("Club average (adjusted):")
        for club, avg in self.club_totals.items():
            lines.append(f"  {club:<11} {avg:.2f}s")
        for lineno, reason in self.rejected:
            lines.append(f"skipped line {lineno}: {reason}")
        winner = self.ranking[0] if self.runs else None
        summary = {
            "finishers": len(self),
            "rejected": len(self.rejected),
            "winner": winner.paddler if winner else None,
            "best_time": round(winner.adjusted, 1) if winner else None,
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main() -> None:
    with open(DATA_FILE, encoding="utf-8") as fh:
        regatta = Regatta.from_text(fh.read())
    print(regatta.report())


if __name__ == "__main__":
    main()
