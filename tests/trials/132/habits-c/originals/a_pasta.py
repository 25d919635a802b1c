#!/usr/bin/env python3
"""Pasta factory extrusion runs: yield and throughput per shape."""
import csv
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field

MOISTURE_LIMIT = 12.5


class BadRow(ValueError):
    pass


@dataclass
class ExtrusionRun:
    run_id: str
    shape: str
    line: str
    flour_kg: float
    output_kg: float
    minutes: int
    moisture_pct: float

    @classmethod
    def from_row(cls, row):
        try:
            run = cls(row["run_id"], row["shape"], row["line"],
                      float(row["flour_kg"]), float(row["output_kg"]),
                      int(row["minutes"]), float(row["moisture_pct"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise BadRow(f"unparseable: {exc}") from exc
        if run.minutes <= 0:
            raise BadRow("non-positive run time")
        if run.output_kg > run.flour_kg:
            raise BadRow("output exceeds flour")
        return run

    @property
    def yield_pct(self):
        return 100 * self.output_kg / self.flour_kg

    @property
    def kg_per_hour(self):
        return self.output_kg * 60 / self.minutes

    @property
    def too_wet(self):
        return self.moisture_pct > MOISTURE_LIMIT


@dataclass
class ShapeStats:
    shape: str
    runs: list = field(default_factory=list)

    def add(self, run):
        self.runs.append(run)

    def __len__(self):
        return len(self.runs)

    @property
    def output_kg(self):
        return sum(r.output_kg for r in self.runs)

    @property
    def yield_pct(self):
        return 100 * self.output_kg / sum(r.flour_kg for r in self.runs)

    def __lt__(self, other):
        return self.output_kg > other.output_kg

    def __str__(self):
        return (f"{self.shape:<10} {len(self):>4} {self.output_kg:>9.1f} "
                f"{self.yield_pct:>7.2f}%")


class Plant:
    def __init__(self):
        self.shapes = defaultdict(lambda: None)
        self.runs = []
        self.rejected = []

    def load(self, path):
        with open(path, newline="") as fh:
            for lineno, row in enumerate(csv.DictReader(fh), start=2):
                try:
                    run = ExtrusionRun.from_row(row)
                except BadRow as exc:
                    self.rejected.append((lineno, str(exc)))
                    continue
                self.runs.append(run)
                stats = self.shapes[run.shape] or ShapeStats(run.shape)
                stats.add(run)
                self.shapes[run.shape] = stats

    def __iter__(self):
        return iter(sorted(self.shapes.values()))

    def report(self):
        print("Pasta extrusion report")
        print(f"{'shape':<10} {'runs':>4} {'output kg':>9} {'yield':>8}")
        for stats in self:
            print(stats)
        best = max(self.runs, key=lambda r: r.kg_per_hour)
        print(f"fastest run: {best.run_id} ({best.kg_per_hour:.1f} kg/h on {best.line})")
        wet = [r.run_id for r in self.runs if r.too_wet]
        print(f"too wet (>{MOISTURE_LIMIT}%): {', '.join(wet) or 'none'}")
        for lineno, why in self.rejected:
            print(f"skipped line {lineno}: {why}")
        total = sum(r.output_kg for r in self.runs)
        summary = {"runs": len(self.runs), "rejected": len(self.rejected),
                   "output_kg": round(total, 1), "fastest": best.run_id,
                   "too_wet": len(wet)}
        print(json.dumps(summary))


if __name__ == "__main__":
    plant = Plant()
    plant.load(sys.argv[1] if len(sys.argv) > 1 else "root/pasta_runs.csv")
    plant.report()
