#!/usr/bin/env python3
"""Ice resurfacer log report (object-oriented)."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime

DATA = "root/resurfacing.csv"


class BadRecord(ValueError):
    pass


@dataclass(frozen=True)
class Pass:
    date: str
    rink: str
    machine: str
    driver: str
    start: datetime
    end: datetime
    water: int
    blade: float

    @classmethod
    def parse(cls, line: str) -> "Pass":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 8:
            raise BadRecord(f"expected 8 fields, got {len(parts)}")
        date, rink, machine, driver, start, end, water, blade = parts
        try:
            t0 = datetime.strptime(f"{date} {start}", "%Y-%m-%d %H:%M")
            t1 = datetime.strptime(f"{date} {end}", "%Y-%m-%d %H:%M")
            litres = int(water)
            mm = float(blade)
        except ValueError as exc:
            raise BadRecord(str(exc)) from None
        if t1 <= t0:
            raise BadRecord("end is not after start")
        if litres <= 0:
            raise BadRecord(f"water must be positive: {litres}")
        return cls(date, rink, machine, driver, t0, t1, litres, mm)

    @property
    def minutes(self) -> int:
        return int((self.end - self.start).total_seconds() // 60)

    @property
    def litres_per_minute(self) -> float:
        return self.water / self.minutes


@dataclass
class MachineStats:
    machine: str
    passes: list[Pass] = field(default_factory=list)

    def add(self, p: Pass) -> None:
        self.passes.append(p)

    def __len__(self) -> int:
        return len(self.passes)

    @property
    def minutes(self) -> int:
        return sum(p.minutes for p in self.passes)

    @property
    def water(self) -> int:
        return sum(p.water for p in self.passes)

    @property
    def blade_wear(self) -> float:
        return round(sum(p.blade for p in self.passes), 2)

    def __lt__(self, other: "MachineStats") -> bool:
        return (self.minutes, self.machine) > (other.minutes, other.machine)

    def __str__(self) -> str:
        avg = self.minutes / len(self)
        return (f"{self.machine:<4}{len(self):>3} passes {self.minutes:>4} min "
                f"(avg {avg:5.1f}) {self.water:>6} L  wear {self.blade_wear:.2f} mm")


class ResurfacingLog:
    def __init__(self, text: str) -> None:
        self.passes: list[Pass] = []
        self.errors: list[str] = []
        for n, raw in enumerate(text.splitlines(), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                self.passes.append(Pass.parse(line))
            except BadRecord as exc:
                self.errors.append(f"line {n}: {exc}")

    def __iter__(self):
        return iter(self.passes)

    def __len__(self) -> int:
        return len(self.passes)

    def by_machine(self) -> list[MachineStats]:
        stats: dict[str, MachineStats] = {}
        for p in self:
            stats.setdefault(p.machine, MachineStats(p.machine)).add(p)
        return sorted(stats.values())

    def by_rink(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for p in self:
            counts[p.rink] = counts.get(p.rink, 0) + 1
        return dict(sorted(counts.items()))

    def thirstiest(self) -> Pass:
        return max(self, key=lambda p: p.litres_per_minute)


def main() -> None:
    with open(DATA, encoding="utf-8") as fh:
        log = ResurfacingLog(fh.read())
    print(f"Ice resurfacer report: {len(log)} passes")
    print("-" * 40)
    for stats in log.by_machine():
        print(stats)
    print("Passes per rink:")
    for rink, count in log.by_rink().items():
        print(f"  {rink}: {count}")
    top = log.thirstiest()
    print(f"Thirstiest pass: {top.machine} on {top.date} at {top.start:%H:%M}, "
          f"{top.litres_per_minute:.1f} L/min")
    for err in log.errors:
        print(f"skipped {err}")
    summary = {
        "passes": len(log),
        "skipped": len(log.errors),
        "minutes": sum(p.minutes for p in log),
        "water_litres": sum(p.water for p in log),
        "busiest_machine": log.by_machine()[0].machine,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
