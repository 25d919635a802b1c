#!/usr/bin/env python3
"""Report for one round of FPV drone racing heats."""
import csv
import json
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean

DATA = Path(__file__).resolve().parent.parent / "root" / "drone_heats.csv"
PENALTY_SECONDS = 2.0


class BadRow(ValueError):
    pass


@dataclass
class Run:
    heat: int
    pilot: str
    team: str
    laps: list[float]
    penalties: int = 0
    finished: bool = True

    @classmethod
    def from_row(cls, row: dict) -> "Run":
        laps, finished = [], True
        for key in ("lap1", "lap2", "lap3"):
            raw = (row.get(key) or "").strip()
            if raw.upper() == "DNF":
                finished = False
                break
            try:
                lap = float(raw)
            except ValueError:
                raise BadRow(f"{key}={raw!r} is not a time")
            if lap <= 0:
                raise BadRow(f"{key}={raw!r} must be positive")
            laps.append(lap)
        return cls(int(row["heat"]), row["pilot"].strip(), row["team"].strip(),
                   laps, int(row.get("penalties") or 0), finished)

    @property
    def best_lap(self) -> float:
        return min(self.laps) if self.laps else float("inf")

    @property
    def total(self) -> float:
        return sum(self.laps) + self.penalties * PENALTY_SECONDS

    def __lt__(self, other: "Run") -> bool:
        return (not self.finished, self.total) < (not other.finished, other.total)

    def __str__(self) -> str:
        status = f"{self.total:7.2f}s" if self.finished else "    DNF"
        return f"{self.pilot:<12} {self.team:<11} {status}  best {self.best_lap:.2f}"


@dataclass
class Round:
    runs: list[Run] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    @classmethod
    def load(cls, path: Path) -> "Round":
        rnd = cls()
        lines = [l for l in path.read_text().splitlines() if l and not l.startswith("#")]
        for lineno, row in enumerate(csv.DictReader(lines), start=2):
            try:
                rnd.runs.append(Run.from_row(row))
            except (BadRow, KeyError, TypeError) as exc:
                rnd.skipped.append(f"line {lineno}: {exc}")
        return rnd

    def __len__(self) -> int:
        return len(self.runs)

    @property
    def finishers(self) -> list[Run]:
        return sorted(r for r in self.runs if r.finished)

    def team_points(self) -> dict[str, int]:
        points: dict[str, int] = {}
        for place, run in enumerate(self.finishers, start=1):
            points[run.team] = points.get(run.team, 0) + max(0, 10 - place)
        return dict(sorted(points.items(), key=lambda kv: (-kv[1], kv[0])))


def main() -> None:
    rnd = Round.load(DATA)
    print(f"Round report: {len(rnd)} runs, {len(rnd.skipped)} skipped")
    for msg in rnd.skipped:
        print(f"  skipped {msg}")
    print("Standings:")
    for place, run in enumerate(sorted(rnd.runs), start=1):
        print(f"{place:2}. {run}")
    fastest = min(rnd.runs, key=lambda r: r.best_lap)
    print(f"Fastest lap: {fastest.pilot} {fastest.best_lap:.2f}s")
    print("Team points:")
    for team, pts in rnd.team_points().items():
        print(f"  {team:<11} {pts:3}")
    avg = mean(r.total for r in rnd.finishers)
    summary = {"runs": len(rnd), "finished": len(rnd.finishers),
               "skipped": len(rnd.skipped), "winner": rnd.finishers[0].pilot,
               "fastest_lap": round(fastest.best_lap, 2), "avg_total": round(avg, 2)}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
