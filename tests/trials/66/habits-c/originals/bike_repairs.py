"""Bike workshop: summarise repair jobs per mechanic and per service."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

HOURLY_RATE = 38.0
DATA = Path(__file__).resolve().parent.parent / "root" / "repairs.csv"


class BadLine(ValueError):
    """A line of the job log that cannot be used."""


@dataclass(frozen=True)
class Job:
    date: str
    mechanic: str
    bike: str
    service: str
    parts: float
    hours: float

    @classmethod
    def parse(cls, line: str) -> "Job":
        fields = [f.strip() for f in line.split(",")]
        if len(fields) != 6:
            raise BadLine(f"expected 6 fields, got {len(fields)}")
        date, mechanic, bike, service, parts, hours = fields
        try:
            parts_v = float(parts) if parts else 0.0
            hours_v = float(hours)
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if parts_v < 0 or hours_v <= 0:
            raise BadLine("negative parts or non-positive hours")
        return cls(date, mechanic, bike, service, parts_v, hours_v)

    @property
    def labour(self) -> float:
        return self.hours * HOURLY_RATE

    @property
    def total(self) -> float:
        return self.parts + self.labour


@dataclass
class Mechanic:
    name: str
    jobs: list[Job] = field(default_factory=list)

    def add(self, job: Job) -> None:
        self.jobs.append(job)

    @property
    def hours(self) -> float:
        return sum(j.hours for j in self.jobs)

    @property
    def revenue(self) -> float:
        return sum(j.total for j in self.jobs)

    def __len__(self) -> int:
        return len(self.jobs)

    def __lt__(self, other: "Mechanic") -> bool:
        return (-self.revenue, self.name) < (-other.revenue, other.name)

    def __str__(self) -> str:
        return f"{self.name:<6}{len(self):>3} jobs {self.hours:>6.2f} h {self.revenue:>9.2f} EUR"


class Workshop:
    def __init__(self) -> None:
        self.mechanics: dict[str, Mechanic] = {}
        self.bad: list[tuple[int, str]] = []

    def load(self, text: str) -> None:
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#") or line.startswith("date,"):
                continue
            try:
                job = Job.parse(line)
            except BadLine as err:
                self.bad.append((lineno, str(err)))
                continue
            self.mechanics.setdefault(job.mechanic, Mechanic(job.mechanic)).add(job)

    @property
    def jobs(self) -> list[Job]:
        return [j for m in self.mechanics.values() for j in m.jobs]

    def by_service(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for job in self.jobs:
            counts[job.service] = counts.get(job.service, 0) + 1
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))

    def report(self) -> str:
        out = ["BIKE WORKSHOP REPORT", "=" * 20]
        for mech in sorted(self.mechanics.values()):
            out.append(str(mech))
        out.append("")
        out.append("Jobs by service:")
        for service, n in self.by_service().items():
            out.append(f"  {service:<12} {n}")
        for lineno, why in self.bad:
            out.append(f"skipped line {lineno}: {why}")
        top = min(self.mechanics.values())
        summary = {
            "jobs": len(self.jobs),
            "revenue": round(sum(m.revenue for m in self.mechanics.values()), 2),
            "top_mechanic": top.name,
            "skipped": len(self.bad),
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    shop = Workshop()
    shop.load(DATA.read_text())
    print(shop.report())
