#!/usr/bin/env python3
"""Grow-room report: microgreen tray harvests, per crop."""
import csv
import json
import sys
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

GRADES = {"A": 1.0, "B": 0.8, "C": 0.5}


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Tray:
    tray: str
    crop: str
    sown: date
    harvested: date
    weight_g: float
    grade: str

    @classmethod
    def from_row(cls, row):
        if len(row) != 6:
            raise BadRow(f"expected 6 fields, got {len(row)}")
        tray, crop, sown, harvested, weight, grade = (c.strip() for c in row)
        if grade not in GRADES:
            raise BadRow(f"unknown grade {grade!r}")
        try:
            sown_d, harvested_d = date.fromisoformat(sown), date.fromisoformat(harvested)
            weight_g = float(weight)
        except ValueError as exc:
            raise BadRow(str(exc)) from None
        if harvested_d < sown_d:
            raise BadRow("harvested before sown")
        return cls(tray, crop, sown_d, harvested_d, weight_g, grade)

    @property
    def days(self):
        return (self.harvested - self.sown).days

    @property
    def saleable_g(self):
        return self.weight_g * GRADES[self.grade]


@dataclass
class CropStats:
    crop: str
    trays: list = field(default_factory=list)

    def add(self, tray):
        self.trays.append(tray)

    def __len__(self):
        return len(self.trays)

    @property
    def total_g(self):
        return sum(t.weight_g for t in self.trays)

    @property
    def saleable_g(self):
        return sum(t.saleable_g for t in self.trays)

    @property
    def avg_days(self):
        return sum(t.days for t in self.trays) / len(self)

    def __str__(self):
        return (f"{self.crop:<12} {len(self):>3} {self.total_g:>9.1f} "
                f"{self.saleable_g:>9.1f} {self.avg_days:>6.1f}")


class GrowRoom:
    def __init__(self):
        self.crops = {}
        self.bad = []

    def load(self, path):
        with open(path, newline="") as fh:
            reader = csv.reader(fh)
            next(reader)  # header
            for lineno, row in enumerate(reader, start=2):
                try:
                    tray = Tray.from_row(row)
                except BadRow as exc:
                    self.bad.append((lineno, str(exc)))
                    continue
                self.crops.setdefault(tray.crop, CropStats(tray.crop)).add(tray)
        return self

    def __iter__(self):
        return iter(sorted(self.crops.values(), key=lambda c: -c.saleable_g))

    @property
    def all_trays(self):
        return [t for c in self.crops.values() for t in c.trays]

    def report(self):
        print("Microgreens harvest report")
        print(f"{'crop':<12} {'n':>3} {'total_g':>9} {'sale_g':>9} {'days':>6}")
        for stats in self:
            print(stats)
        best = max(self.all_trays, key=lambda t: t.saleable_g / t.days)
        print(f"Best tray: {best.tray} ({best.crop}), {best.saleable_g / best.days:.2f} g/day")
        for lineno, why in self.bad:
            print(f"skipped line {lineno}: {why}")
        summary = {
            "trays": len(self.all_trays),
            "crops": len(self.crops),
            "saleable_g": round(sum(c.saleable_g for c in self.crops.values()), 1),
            "best_tray": best.tray,
            "skipped": len(self.bad),
        }
        print(json.dumps(summary))


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/microgreens.csv")
    GrowRoom().load(path).report()
