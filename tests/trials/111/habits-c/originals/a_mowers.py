#!/usr/bin/env python3
"""Robot mower fleet: summarise run logs per mower."""
from __future__ import annotations

import csv
import json
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "mower_runs.csv"


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Run:
    mower: str
    date: str
    zone: str
    area_m2: float
    minutes: int
    battery_start: int
    battery_end: int
    faults: int

    @classmethod
    def from_row(cls, row: list[str]) -> "Run":
        if len(row) != 8:
            raise BadRow(f"expected 8 fields, got {len(row)}")
        mower, date, zone, area, minutes, b0, b1, faults = (c.strip() for c in row)
        try:
            run = cls(mower, date, zone, float(area), int(minutes), int(b0), int(b1), int(faults))
        except ValueError as exc:
            raise BadRow(str(exc)) from None
        if run.area_m2 <= 0 or run.minutes <= 0:
            raise BadRow("area and minutes must be positive")
        return run

    @property
    def battery_used(self) -> int:
        return self.battery_start - self.battery_end

    @property
    def rate(self) -> float:
        """Square metres mown per minute."""
        return self.area_m2 / self.minutes


@dataclass
class Mower:
    name: str
    runs: list[Run] = field(default_factory=list)

    def add(self, run: Run) -> None:
        self.runs.append(run)

    def __len__(self) -> int:
        return len(self.runs)

    def __iter__(self):
        return iter(self.runs)

    @property
    def area(self) -> float:
        return sum(r.area_m2 for r in self)

    @property
    def minutes(self) -> int:
        return sum(r.minutes for r in self)

    @property
    def faults(self) -> int:
        return sum(r.faults for r in self)

    @property
    def area_per_pct(self) -> float:
        used = sum(r.battery_used for r in self)
        return self.area / used if used else 0.0

    def __str__(self) -> str:
        return (f"{self.name:<6} {len(self):>4} {self.area:>9,.0f} {self.minutes:>6} "
                f"{self.area / self.minutes:>7.2f} {self.area_per_pct:>8.1f} {self.faults:>6}")


class Fleet:
    def __init__(self) -> None:
        self.mowers: dict[str, Mower] = {}
        self.rejected: list[tuple[int, str]] = []

    def load(self, path: Path) -> "Fleet":
        with path.open(newline="") as fh:
            rows = (r for r in csv.reader(fh) if r and not r[0].startswith("#"))
            next(rows)  # header
            for lineno, row in enumerate(rows, start=2):
                try:
                    run = Run.from_row(row)
                except BadRow as err:
                    self.rejected.append((lineno, str(err)))
                    continue
                self.mowers.setdefault(run.mower, Mower(run.mower)).add(run)
        return self

    def __iter__(self):
        return iter(sorted(self.mowers.values(), key=lambda m: m.area, reverse=True))

    @property
    def runs(self) -> list[Run]:
        return [r for m in self.mowers.values() for r in m]

    def report(self) -> str:
        lines = ["ROBOT MOWER FLEET REPORT", "=" * 52,
                 f"{'mower':<6} {'runs':>4} {'area m2':>9} {'min':>6} {'m2/min':>7} {'m2/batt%':>8} {'faults':>6}"]
        lines += [str(m) for m in self]
        best = max(self.runs, key=lambda r: r.rate)
        lines.append("-" * 52)
        lines.append(f"Fastest run: {best.mower} on {best.date} in {best.zone} ({best.rate:.2f} m2/min)")
        for lineno, why in self.rejected:
            lines.append(f"skipped line {lineno}: {why}")
        total = sum(m.area for m in self.mowers.values())
        summary = {"mowers": len(self.mowers), "runs": len(self.runs), "total_area_m2": round(total, 1),
                   "faults": sum(m.faults for m in self.mowers.values()), "skipped": len(self.rejected)}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    print(Fleet().load(DATA).report())
