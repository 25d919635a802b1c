#!/usr/bin/env python3
"""Vintage car rally: rank cars from a checkpoint log."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "rally.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Stamp:
    checkpoint: str
    minutes: int
    penalty: int

    @classmethod
    def parse(cls, checkpoint: str, clock: str, penalty: str) -> "Stamp":
        hh, mm = clock.split(":")
        h, m = int(hh), int(mm)
        if not (0 <= h < 24 and 0 <= m < 60):
            raise BadLine(f"bad time {clock!r}")
        p = int(penalty)
        if p < 0:
            raise BadLine(f"negative penalty {p}")
        return cls(checkpoint, h * 60 + m, p)


@dataclass
class Car:
    number: int
    driver: str
    make: str
    stamps: list[Stamp] = field(default_factory=list)

    def add(self, stamp: Stamp) -> None:
        self.stamps.append(stamp)

    @property
    def penalties(self) -> int:
        return sum(s.penalty for s in self.stamps)

    @property
    def elapsed(self) -> int:
        times = [s.minutes for s in self.stamps]
        return max(times) - min(times) if times else 0

    @property
    def score(self) -> int:
        # one penalty point costs two minutes
        return self.elapsed + 2 * self.penalties

    def __lt__(self, other: "Car") -> bool:
        return (self.score, self.number) < (other.score, other.number)

    def __str__(self) -> str:
        h, m = divmod(self.elapsed, 60)
        return (f"#{self.number:<3} {self.driver:<12} {self.make:<13} "
                f"{len(self.stamps)} CPs  {h}h{m:02d}m  pen {self.penalties:>2}  score {self.score}")


class Rally:
    def __init__(self) -> None:
        self.cars: dict[int, Car] = {}
        self.rejected: list[str] = []

    def __len__(self) -> int:
        return len(self.cars)

    def load(self, text: str) -> None:
        lines = text.splitlines()
        for lineno, line in enumerate(lines, start=1):
            line = line.strip()
            if not line or line.startswith("#") or line.startswith("car,"):
                continue
            try:
                number, driver, make, cp, clock, pen = line.split(",")
                car = self.cars.setdefault(int(number), Car(int(number), driver, make))
                car.add(Stamp.parse(cp, clock, pen))
            except (ValueError, BadLine) as exc:
                self.rejected.append(f"line {lineno}: {exc}")

    def ranking(self) -> list[Car]:
        return sorted(self.cars.values())


def main() -> None:
    rally = Rally()
    rally.load(DATA.read_text())
    print("VINTAGE RALLY RESULTS")
    print("=" * 21)
    ranking = rally.ranking()
    for place, car in enumerate(ranking, start=1):
        print(f"{place}. {car}")
    if rally.rejected:
        print(f"\nRejected {len(rally.rejected)} line(s):")
        for msg in rally.rejected:
            print(f"  {msg}")
    summary = {
        "cars": len(rally),
        "winner": ranking[0].number if ranking else None,
        "total_penalties": sum(c.penalties for c in ranking),
        "rejected": len(rally.rejected),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
