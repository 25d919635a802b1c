#!/usr/bin/env python3
"""Thatcher's roofing jobs: materials, labour and value by status."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

FIELDS = ["job_id", "village", "material", "roof_m2", "bundles", "days", "day_rate", "status"]
STATUSES = ("done", "in progress", "quoted")


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Job:
    job_id: str
    village: str
    material: str
    roof_m2: float
    bundles: int
    days: int
    day_rate: float
    status: str

    def __post_init__(self):
        if self.roof_m2 <= 0:
            raise BadLine(f"roof area must be positive, got {self.roof_m2}")
        if self.status not in STATUSES:
            raise BadLine(f"unknown status {self.status!r}")

    @classmethod
    def parse(cls, line: str) -> "Job":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != len(FIELDS):
            raise BadLine(f"expected {len(FIELDS)} fields, got {len(parts)}")
        raw = dict(zip(FIELDS, parts))
        try:
            return cls(raw["job_id"], raw["village"], raw["material"],
                       float(raw["roof_m2"]), int(raw["bundles"]), int(raw["days"]),
                       float(raw["day_rate"]), raw["status"])
        except ValueError as exc:
            if isinstance(exc, BadLine):
                raise
            raise BadLine(f"bad number: {exc}") from None

    @property
    def labour(self) -> float:
        return self.days * self.day_rate

    @property
    def bundles_per_m2(self) -> float:
        return self.bundles / self.roof_m2

    def __str__(self) -> str:
        return (f"{self.job_id:<5} {self.village:<16} {self.material:<13} "
                f"{self.roof_m2:>7.1f} m2 {self.bundles_per_m2:>5.2f} b/m2 £{self.labour:>8,.2f}")


@dataclass
class JobBook:
    jobs: list[Job] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def from_text(cls, text: str) -> "JobBook":
        book = cls()
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#") or line.startswith("job_id,"):
                continue
            try:
                book.jobs.append(Job.parse(line))
            except BadLine as exc:
                book.rejected.append((lineno, str(exc)))
        return book

    def __len__(self) -> int:
        return len(self.jobs)

    def __iter__(self):
        return iter(sorted(self.jobs, key=lambda j: (-j.labour, j.job_id)))

    def by_status(self) -> dict[str, float]:
        totals: dict[str, float] = defaultdict(float)
        for job in self.jobs:
            totals[job.status] += job.labour
        return {s: totals[s] for s in STATUSES if s in totals}

    def report(self) -> str:
        lines = ["THATCHING JOBS", "=" * 14]
        lines += [str(job) for job in self]
        lines.append("")
        for status, value in self.by_status().items():
            lines.append(f"{status.title():<12} £{value:,.2f}")
        for lineno, why in self.rejected:
            lines.append(f"skipped line {lineno}: {why}")
        area = sum(j.roof_m2 for j in self.jobs)
        summary = {"jobs": len(self), "skipped": len(self.rejected),
                   "roof_m2": round(area, 2),
                   "labour": round(sum(j.labour for j in self.jobs), 2),
                   "busiest": max(self.jobs, key=lambda j: j.days).village}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/thatch_jobs.csv")
    print(JobBook.from_text(path.read_text()).report())
