#!/usr/bin/env python3
"""Windscreen repair van: per-technician job report from a CSV day sheet."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field

DATA = "root/windscreen_jobs.csv"
KINDS = ("chip", "crack", "replace", "recal")
VAT = 0.20


class BadLine(ValueError):
    """A line of the day sheet that cannot be used."""


@dataclass(frozen=True)
class Job:
    job_id: str
    day: str
    tech: str
    reg: str
    kind: str
    price: float
    minutes: int
    status: str

    @classmethod
    def parse(cls, line: str) -> Job:
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 8:
            raise BadLine(f"expected 8 fields, got {len(parts)}")
        job_id, day, tech, reg, kind, price, minutes, status = parts
        if kind not in KINDS:
            raise BadLine(f"unknown kind {kind!r}")
        try:
            price_f, mins = float(price), int(minutes)
        except ValueError:
            raise BadLine(f"bad number in {price!r}/{minutes!r}") from None
        if mins <= 0:
            raise BadLine(f"minutes must be positive, got {mins}")
        return cls(job_id, day, tech, reg.upper(), kind, price_f, mins, status.lower())

    @property
    def done(self) -> bool:
        return self.status == "done"

    @property
    def gross(self) -> float:
        return round(self.price * (1 + VAT), 2) if self.done else 0.0


@dataclass
class Technician:
    name: str
    jobs: list[Job] = field(default_factory=list)

    def add(self, job: Job) -> None:
        self.jobs.append(job)

    def __len__(self) -> int:
        return len(self.jobs)

    def __iter__(self):
        return iter(self.jobs)

    def __lt__(self, other: Technician) -> bool:
        return (-self.takings, self.name) < (-other.takings, other.name)

    @property
    def completed(self) -> list[Job]:
        return [j for j in self if j.done]

    @property
    def takings(self) -> float:
        return round(sum(j.gross for j in self.completed), 2)

    @property
    def hours(self) -> float:
        return sum(j.minutes for j in self.completed) / 60

    def __str__(self) -> str:
        return (f"{self.name:<8} {len(self):>2} booked {len(self.completed):>2} done "
                f"{self.hours:5.2f} h  £{self.takings:8.2f}")


class JobBook:
    def __init__(self) -> None:
        self.techs: dict[str, Technician] = {}
        self.rejected: list[tuple[int, str]] = []

    def __getitem__(self, name: str) -> Technician:
        return self.techs.setdefault(name, Technician(name))

    def __iter__(self):
        return iter(sorted(self.techs.values()))

    @classmethod
    def from_text(cls, text: str) -> JobBook:
        book = cls()
        for n, line in enumerate(text.splitlines()[1:], start=2):
            if not line.strip():
                continue
            try:
                job = Job.parse(line)
            except BadLine as err:
                book.rejected.append((n, str(err)))
            else:
                book[job.tech].add(job)
        return book

    @property
    def kinds(self) -> Counter:
        return Counter(j.kind for t in self for j in t.completed)

    def summary(self) -> dict:
        best = next(iter(self), None)
        return {"technicians": len(self.techs), "jobs": sum(len(t) for t in self),
                "done": sum(len(t.completed) for t in self), "skipped": len(self.rejected),
                "takings": round(sum(t.takings for t in self), 2),
                "top": best.name if best else None}

    def report(self) -> str:
        lines = ["Windscreen van report", "=" * 21, *map(str, self), ""]
        lines += [f"{kind:<8} {count}" for kind, count in self.kinds.most_common()]
        lines += [f"skipped line {n}: {why}" for n, why in self.rejected]
        lines.append(json.dumps(self.summary()))
        return "\n".join(lines)


def main() -> None:
    with open(DATA, encoding="utf-8") as fh:
        book = JobBook.from_text(fh.read())
    print(book.report())


if __name__ == "__main__":
    main()
