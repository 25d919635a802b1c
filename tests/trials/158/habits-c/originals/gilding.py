#!/usr/bin/env python3
"""Gold-leaf usage report for a gilding workshop."""
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field

LEAVES_PER_BOOKLET = 25
LEAF_AREA_CM2 = 80 * 80 / 100  # 80mm square leaf -> 64 cm2
PRICE_PER_BOOKLET = {"23.75ct": 42.0, "22ct": 38.5, "12ct": 21.0, "white gold": 30.0}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Job:
    job_id: str
    gilder: str
    surface: str
    leaf: str
    booklets: int
    area_cm2: float
    hours: float

    @classmethod
    def from_line(cls, line: str) -> "Job":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        job_id, gilder, surface, leaf, booklets, area, hours = parts
        if leaf not in PRICE_PER_BOOKLET:
            raise BadLine(f"unknown leaf {leaf!r}")
        try:
            job = cls(job_id, gilder, surface, leaf, int(booklets), float(area), float(hours))
        except ValueError as exc:
            raise BadLine(str(exc)) from exc
        if job.booklets <= 0 or job.area_cm2 <= 0:
            raise BadLine("booklets and area must be positive")
        return job

    @property
    def leaf_area(self) -> float:
        return self.booklets * LEAVES_PER_BOOKLET * LEAF_AREA_CM2

    @property
    def waste_pct(self) -> float:
        return 100 * (1 - self.area_cm2 / self.leaf_area)

    @property
    def cost(self) -> float:
        return self.booklets * PRICE_PER_BOOKLET[self.leaf]


@dataclass
class Gilder:
    name: str
    jobs: list = field(default_factory=list)

    def __len__(self):
        return len(self.jobs)

    @property
    def hours(self) -> float:
        return sum(j.hours for j in self.jobs)

    @property
    def area(self) -> float:
        return sum(j.area_cm2 for j in self.jobs)

    @property
    def rate(self) -> float:
        return self.area / self.hours if self.hours else 0.0

    def __str__(self):
        return f"{self.name:<8}{len(self):>3} jobs {self.hours:>7.2f} h {self.area:>8.0f} cm2 {self.rate:>7.1f} cm2/h"


class Workshop:
    def __init__(self):
        self.gilders = {}
        self.jobs = []
        self.rejected = []

    def load(self, path):
        with open(path, encoding="utf-8") as fh:
            for lineno, raw in enumerate(fh, 1):
                line = raw.strip()
                if not line or line.startswith("#") or line.startswith("job_id"):
                    continue
                try:
                    job = Job.from_line(line)
                except BadLine as exc:
                    self.rejected.append((lineno, str(exc)))
                    continue
                self.jobs.append(job)
                self.gilders.setdefault(job.gilder, Gilder(job.gilder)).jobs.append(job)

    def by_leaf(self):
        totals = defaultdict(lambda: [0, 0.0])
        for job in self.jobs:
            totals[job.leaf][0] += job.booklets
            totals[job.leaf][1] += job.cost
        return dict(sorted(totals.items()))

    def report(self):
        print("GILDING WORKSHOP - GOLD LEAF USAGE")
        print("=" * 34)
        for g in sorted(self.gilders.values(), key=lambda g: -g.area):
            print(g)
        print("\nBy leaf:")
        for leaf, (booklets, cost) in self.by_leaf().items():
            print(f"  {leaf:<11}{booklets:>4} booklets  £{cost:,.2f}")
        worst = max(self.jobs, key=lambda j: j.waste_pct)
        print(f"\nMost wasteful: {worst.job_id} ({worst.surface}) {worst.waste_pct:.1f}% waste")
        for lineno, why in self.rejected:
            print(f"skipped line {lineno}: {why}")
        summary = {
            "jobs": len(self.jobs),
            "rejected": len(self.rejected),
            "booklets": sum(j.booklets for j in self.jobs),
            "cost": round(sum(j.cost for j in self.jobs), 2),
            "top_gilder": max(self.gilders.values(), key=lambda g: g.area).name,
        }
        print(json.dumps(summary))


if __name__ == "__main__":
    shop = Workshop()
    shop.load(sys.argv[1] if len(sys.argv) > 1 else "root/gilding.csv")
    shop.report()
