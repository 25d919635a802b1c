#!/usr/bin/env python3
"""Taxidermy studio commission report (object-oriented)."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field

DATA = "root/taxidermy.csv"
VALID_STATUSES = {"delivered", "in_progress", "cancelled"}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Commission:
    cid: str
    client: str
    specimen: str
    mount_type: str
    quoted: float
    hours: float
    status: str

    @classmethod
    def from_csv(cls, line: str) -> "Commission":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        cid, client, specimen, mount_type, quoted, hours, status = parts
        try:
            q, h = float(quoted), float(hours)
        except ValueError:
            raise BadLine(f"bad number in {quoted!r}/{hours!r}")
        if q <= 0 or h <= 0:
            raise BadLine("quote and hours must be positive")
        if status not in VALID_STATUSES:
            raise BadLine(f"unknown status {status!r}")
        return cls(cid, client, specimen, mount_type, q, h, status)

    @property
    def rate(self) -> float:
        return self.quoted / self.hours

    @property
    def is_billable(self) -> bool:
        return self.status != "cancelled"


@dataclass
class ClientAccount:
    name: str
    jobs: list[Commission] = field(default_factory=list)

    def add(self, job: Commission) -> None:
        self.jobs.append(job)

    @property
    def total(self) -> float:
        return sum(j.quoted for j in self.jobs if j.is_billable)

    def __len__(self) -> int:
        return len(self.jobs)

    def __lt__(self, other: "ClientAccount") -> bool:
        return (-self.total, self.name) < (-other.total, other.name)

    def __str__(self) -> str:
        return f"{self.name:<22}{len(self):>3} jobs  £{self.total:>9,.2f}"


class Studio:
    def __init__(self, name: str) -> None:
        self.name = name
        self.accounts: dict[str, ClientAccount] = {}
        self.skipped: list[tuple[int, str]] = []

    def load(self, text: str) -> None:
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                job = Commission.from_csv(line)
            except BadLine as exc:
                self.skipped.append((lineno, str(exc)))
                continue
            self.accounts.setdefault(job.client, ClientAccount(job.client)).add(job)

    @property
    def jobs(self) -> list[Commission]:
        return [j for acc in self.accounts.values() for j in acc.jobs]

    def report(self) -> str:
        jobs = self.jobs
        billable = [j for j in jobs if j.is_billable]
        by_type: dict[str, float] = defaultdict(float)
        for j in billable:
            by_type[j.mount_type] += j.hours
        lines = [f"== {self.name} ==", "Clients by billable value:"]
        lines += [f"  {acc}" for acc in sorted(self.accounts.values())]
        lines.append("Hours by mount type:")
        lines += [f"  {t:<10}{h:>7.2f} h" for t, h in sorted(by_type.items())]
        best = max(billable, key=lambda j: j.rate)
        lines.append(f"Best rate: {best.cid} {best.specimen} at £{best.rate:.2f}/h")
        for lineno, why in self.skipped:
            lines.append(f"skipped line {lineno}: {why}")
        total = round(sum(j.quoted for j in billable), 2)
        open_jobs = sum(1 for j in jobs if j.status == "in_progress")
        summary = {"jobs": len(jobs), "billable_gbp": total,
                   "open": open_jobs, "skipped": len(self.skipped)}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main() -> None:
    studio = Studio("Fenwick & Daughter Taxidermy")
    with open(DATA, encoding="utf-8") as fh:
        studio.load(fh.read())
    print(studio.report())


if __name__ == "__main__":
    main()
