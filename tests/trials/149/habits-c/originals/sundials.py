#!/usr/bin/env python3
"""Sundial restoration workshop: commission report."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "sundials.csv"
STATUSES = {"quoted", "in_progress", "done", "cancelled"}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Commission:
    job_id: str
    client: str
    dial_type: str
    material: str
    hours: float
    rate: float
    parts: float
    status: str

    @classmethod
    def from_csv(cls, line: str) -> "Commission":
        fields = [f.strip() for f in line.split(",")]
        if len(fields) != 8:
            raise BadLine(f"expected 8 fields, got {len(fields)}")
        job_id, client, dial, material, hours, rate, parts, status = fields
        try:
            hours_f = float(hours) if hours else 0.0
            rate_f, parts_f = float(rate), float(parts)
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if parts_f < 0 or hours_f < 0:
            raise BadLine("negative amount")
        if status not in STATUSES:
            raise BadLine(f"unknown status {status!r}")
        return cls(job_id, client, dial, material, hours_f, rate_f, parts_f, status)

    @property
    def labour(self) -> float:
        return self.hours * self.rate

    @property
    def total(self) -> float:
        return self.labour + self.parts

    @property
    def billable(self) -> bool:
        return self.status in ("done", "in_progress")

    def __str__(self) -> str:
        return (f"{self.job_id:<7} {self.client:<22} {self.dial_type:<12} "
                f"{self.hours:>6.2f}h  £{self.total:>8.2f}  {self.status}")


@dataclass
class Ledger:
    jobs: list[Commission] = field(default_factory=list)
    rejects: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, text: str) -> "Ledger":
        ledger = cls()
        for n, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("job_id"):
                continue
            try:
                ledger.jobs.append(Commission.from_csv(line))
            except BadLine as err:
                ledger.rejects.append((n, str(err)))
        return ledger

    def __len__(self) -> int:
        return len(self.jobs)

    def __iter__(self):
        return iter(sorted(self.jobs, key=lambda j: (-j.total, j.job_id)))

    @property
    def billable_total(self) -> float:
        return sum(j.total for j in self.jobs if j.billable)

    def by_type(self) -> dict[str, float]:
        hours: dict[str, float] = defaultdict(float)
        for j in self.jobs:
            hours[j.dial_type] += j.hours
        return dict(sorted(hours.items()))


def main() -> None:
    ledger = Ledger.load(DATA.read_text(encoding="utf-8"))
    print("SUNDIAL RESTORATION - COMMISSIONS")
    print("=" * 62)
    for job in ledger:
        print(job)
    print("-" * 62)
    for dial, hours in ledger.by_type().items():
        print(f"{dial:<12} {hours:6.2f} hours")
    for n, why in ledger.rejects:
        print(f"skipped line {n}: {why}")
    busiest = max(ledger.by_type().items(), key=lambda kv: kv[1])[0]
    summary = {"jobs": len(ledger), "skipped": len(ledger.rejects),
               "billable_gbp": round(ledger.billable_total, 2), "busiest_type": busiest}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
