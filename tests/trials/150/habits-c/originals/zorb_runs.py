"""Zorbing hill run report (object-oriented)."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from collections import defaultdict

DATA_FILE = "root/zorb_runs.csv"


class BadRecord(ValueError):
    pass


@dataclass(frozen=True)
class Run:
    date: str
    rider: str
    hill: str
    duration_s: float
    distance_m: int
    water: bool

    @classmethod
    def from_line(cls, line: str) -> "Run":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadRecord(f"expected 6 fields, got {len(parts)}")
        date, rider, hill, dur, dist, water = parts
        try:
            duration = float(dur)
            distance = int(dist)
        except ValueError as exc:
            raise BadRecord(f"bad number: {exc}") from None
        if duration <= 0:
            raise BadRecord(f"non-positive duration {duration}")
        return cls(date, rider, hill, duration, distance, water.lower() == "yes")

    @property
    def speed(self) -> float:
        return self.distance_m / self.duration_s

    def __str__(self) -> str:
        kind = "hydro" if self.water else "dry"
        return f"{self.date} {self.rider:<6} {self.hill:<5} {self.duration_s:5.1f}s {self.speed:5.2f} m/s ({kind})"


@dataclass
class RunLog:
    runs: list[Run] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @classmethod
    def load(cls, path: str) -> "RunLog":
        log = cls()
        with open(path) as fh:
            lines = fh.read().splitlines()
        for lineno, line in enumerate(lines[1:], start=2):
            if not line.strip():
                continue
            try:
                log.runs.append(Run.from_line(line))
            except BadRecord as exc:
                log.errors.append(f"line {lineno}: {exc}")
        return log

    def __len__(self) -> int:
        return len(self.runs)

    def __iter__(self):
        return iter(self.runs)

    @property
    def fastest(self) -> Run:
        return max(self.runs, key=lambda r: r.speed)

    def by_hill(self) -> dict[str, list[Run]]:
        groups: dict[str, list[Run]] = defaultdict(list)
        for run in self:
            groups[run.hill].append(run)
        return dict(sorted(groups.items()))

    @property
    def water_share(self) -> float:
        return sum(r.water for r in self) / len(self)


def main() -> None:
    log = RunLog.load(DATA_FILE)
    print("Zorbing hill runs")
    print("=" * 40)
    for run in log:
        print(run)
    print()
    print("Per hill:")
    for hill, runs in log.by_hill().items():
        avg = sum(r.duration_s for r in runs) / len(runs)
        print(f"  {hill:<5} runs={len(runs)} avg={avg:.2f}s")
    if log.errors:
        print(f"\nSkipped {len(log.errors)} bad line(s):")
        for err in log.errors:
            print(f"  {err}")
    best = log.fastest
    summary = {
        "runs": len(log),
        "skipped": len(log.errors),
        "fastest_rider": best.rider,
        "fastest_speed": round(best.speed, 2),
        "water_share": round(log.water_share, 3),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
