#!/usr/bin/env python3
"""Slot-car raceway: lap log report (object-oriented)."""
import json
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "slotcar_laps.csv"
LANES = range(1, 5)


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Lap:
    heat: int
    driver: str
    lane: int
    number: int
    seconds: float

    @classmethod
    def parse(cls, line: str) -> "Lap":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        heat, driver, lane, number, seconds = parts
        try:
            lap = cls(int(heat), driver, int(lane), int(number), float(seconds))
        except ValueError as exc:
            raise BadLine(str(exc)) from None
        if lap.lane not in LANES:
            raise BadLine(f"lane {lap.lane} out of range")
        if lap.seconds <= 0:
            raise BadLine(f"non-positive time {lap.seconds}")
        return lap


@dataclass
class Driver:
    name: str
    laps: list = field(default_factory=list)

    def add(self, lap: Lap) -> None:
        self.laps.append(lap)

    @property
    def best(self) -> float:
        return min(l.seconds for l in self.laps)

    @property
    def average(self) -> float:
        return sum(l.seconds for l in self.laps) / len(self.laps)

    @property
    def heats(self) -> int:
        return len({l.heat for l in self.laps})

    def __len__(self) -> int:
        return len(self.laps)

    def __lt__(self, other: "Driver") -> bool:
        return (self.best, self.name) < (other.best, other.name)

    def __str__(self) -> str:
        return (f"{self.name:<8} laps={len(self):>2} heats={self.heats} "
                f"best={self.best:.3f}s avg={self.average:.3f}s")


class Raceway:
    def __init__(self) -> None:
        self.drivers: dict[str, Driver] = {}
        self.rejected: list[tuple[int, str]] = []

    def load(self, path: Path) -> "Raceway":
        for lineno, raw in enumerate(path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("heat,"):
                continue
            try:
                lap = Lap.parse(line)
            except BadLine as exc:
                self.rejected.append((lineno, str(exc)))
                continue
            self.drivers.setdefault(lap.driver, Driver(lap.driver)).add(lap)
        return self

    def __iter__(self):
        return iter(sorted(self.drivers.values()))

    @property
    def fastest_lap(self) -> Lap:
        return min((l for d in self.drivers.values() for l in d.laps),
                   key=lambda l: l.seconds)

    def report(self) -> str:
        lines = ["SLOT-CAR RACEWAY LAP REPORT", "=" * 27]
        lines += [f"{pos}. {driver}" for pos, driver in enumerate(self, start=1)]
        fl = self.fastest_lap
        lines.append(f"Fastest lap: {fl.driver} heat {fl.heat} lap {fl.number} "
                     f"lane {fl.lane} in {fl.seconds:.3f}s")
        for lineno, reason in self.rejected:
            lines.append(f"skipped line {lineno}: {reason}")
        summary = {
            "drivers": len(self.drivers),
            "laps": sum(len(d) for d in self.drivers.values()),
            "rejected": len(self.rejected),
            "leader": next(iter(self)).name,
            "fastest": round(fl.seconds, 3),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    print(Raceway().load(DATA).report())
