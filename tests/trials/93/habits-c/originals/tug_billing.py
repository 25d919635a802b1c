#!/usr/bin/env python3
"""Harbour tug assist billing: reads a CSV of tug jobs, prints a per-tug report."""
from __future__ import annotations

import csv
import json
import sys
from dataclasses import dataclass, field
from datetime import datetime, timedelta

RATE_BANDS = [(10_000, 420.0), (50_000, 780.0), (100_000, 1150.0)]
TOP_RATE = 1600.0
PER_MINUTE = 9.5
NIGHT_SURCHARGE = 0.25


@dataclass
class Job:
    job_id: str
    date: str
    tug: str
    vessel: str
    tonnage: int
    start: datetime
    end: datetime
    night: bool

    @classmethod
    def from_row(cls, row: dict) -> "Job":
        start = datetime.strptime(f"{row['date']} {row['start']}", "%Y-%m-%d %H:%M")
        end = datetime.strptime(f"{row['date']} {row['end']}", "%Y-%m-%d %H:%M")
        if end <= start:
            end += timedelta(days=1)  # job ran past midnight
        return cls(row["job_id"], row["date"], row["tug"], row["vessel"],
                   int(row["gross_tonnage"]), start, end, row["night"] == "yes")

    @property
    def minutes(self) -> int:
        return int((self.end - self.start).total_seconds() // 60)

    @property
    def base_fee(self) -> float:
        return next((rate for limit, rate in RATE_BANDS if self.tonnage < limit), TOP_RATE)

    @property
    def charge(self) -> float:
        total = self.base_fee + self.minutes * PER_MINUTE
        return round(total * (1 + NIGHT_SURCHARGE) if self.night else total, 2)


@dataclass
class Tug:
    name: str
    jobs: list[Job] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.jobs)

    def __lt__(self, other: "Tug") -> bool:
        return self.revenue > other.revenue  # biggest earner first

    @property
    def minutes(self) -> int:
        return sum(j.minutes for j in self.jobs)

    @property
    def revenue(self) -> float:
        return round(sum(j.charge for j in self.jobs), 2)

    def __str__(self) -> str:
        return f"{self.name:<10}{len(self):>5}{self.minutes:>8}{self.revenue:>12,.2f}"


class Harbour:
    def __init__(self) -> None:
        self.tugs: dict[str, Tug] = {}
        self.rejected: list[str] = []

    def load(self, path: str) -> None:
        with open(path, newline="") as fh:
            for lineno, row in enumerate(csv.DictReader(fh), start=2):
                try:
                    job = Job.from_row(row)
                except (ValueError, TypeError, KeyError) as exc:
                    self.rejected.append(f"line {lineno}: {exc}")
                    continue
                self.tugs.setdefault(job.tug, Tug(job.tug)).jobs.append(job)

    def __iter__(self):
        return iter(sorted(self.tugs.values()))

    @property
    def jobs(self) -> list[Job]:
        return [j for t in self.tugs.values() for j in t.jobs]

    def report(self) -> str:
        lines = ["TUG ASSIST BILLING", f"{'tug':<10}{'jobs':>5}{'min':>8}{'revenue':>12}"]
        lines += [str(t) for t in self]
        biggest = max(self.jobs, key=lambda j: j.charge)
        lines.append(f"Largest job: {biggest.job_id} {biggest.vessel} ({biggest.tonnage:,} GT) £{biggest.charge:,.2f}")
        lines += [f"Skipped {r}" for r in self.rejected]
        summary = {"jobs": len(self.jobs), "tugs": len(self.tugs),
                   "revenue": round(sum(t.revenue for t in self.tugs.values()), 2),
                   "night_jobs": sum(j.night for j in self.jobs), "skipped": len(self.rejected)}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    harbour = Harbour()
    harbour.load(sys.argv[1] if len(sys.argv) > 1 else "root/tug_jobs.csv")
    print(harbour.report())
