#!/usr/bin/env python3
"""Puffin burrow occupancy report (object-oriented)."""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from datetime import date
from enum import Enum
from statistics import mean


class Status(Enum):
    OCCUPIED = "occupied"
    EMPTY = "empty"
    COLLAPSED = "collapsed"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Check:
    day: date
    colony: str
    burrow: str
    status: Status
    chick_g: float | None = None

    @classmethod
    def parse(cls, line: str) -> "Check":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        day_s, colony, burrow, status_s, weight_s = parts
        try:
            day = date.fromisoformat(day_s)
        except ValueError:
            raise BadLine(f"bad date {day_s!r}") from None
        try:
            status = Status(status_s.lower())
        except ValueError:
            raise BadLine(f"unknown status {status_s!r}") from None
        weight = None
        if weight_s:
            try:
                weight = float(weight_s)
            except ValueError:
                raise BadLine(f"bad weight {weight_s!r}") from None
            if weight <= 0:
                raise BadLine(f"weight must be positive, got {weight}")
        return cls(day, colony, burrow, status, weight)


@dataclass
class Colony:
    name: str
    checks: list[Check] = field(default_factory=list)

    def add(self, check: Check) -> None:
        self.checks.append(check)

    def __len__(self) -> int:
        return len(self.checks)

    @property
    def occupied(self) -> int:
        return sum(1 for c in self.checks if c.status is Status.OCCUPIED)

    @property
    def occupancy(self) -> float:
        return self.occupied / len(self) if self.checks else 0.0

    @property
    def mean_chick(self) -> float | None:
        weights = [c.chick_g for c in self.checks if c.chick_g is not None]
        return mean(weights) if weights else None

    def __lt__(self, other: "Colony") -> bool:
        return (-self.occupancy, self.name) < (-other.occupancy, other.name)

    def __str__(self) -> str:
        chick = f"{self.mean_chick:7.1f} g" if self.mean_chick is not None else "      -  "
        return f"{self.name:<12} {len(self):>3} {self.occupied:>4} {self.occupancy:>7.1%} {chick}"


class Survey:
    def __init__(self) -> None:
        self.colonies: dict[str, Colony] = {}
        self.errors: list[tuple[int, str]] = []

    @classmethod
    def from_text(cls, text: str) -> "Survey":
        survey = cls()
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#") or line.startswith("date,"):
                continue
            try:
                check = Check.parse(line)
            except BadLine as exc:
                survey.errors.append((lineno, str(exc)))
                continue
            survey.colonies.setdefault(check.colony, Colony(check.colony)).add(check)
        return survey

    def __iter__(self):
        return iter(sorted(self.colonies.values()))

    def report(self) -> str:
        lines = ["Puffin burrow survey", "=" * 40,
                 f"{'colony':<12} {'n':>3} {'occ':>4} {'rate':>7} {'chick':>9}"]
        lines += [str(c) for c in self]
        checks = sum(len(c) for c in self)
        occupied = sum(c.occupied for c in self)
        lines.append("-" * 40)
        lines.append(f"{'total':<12} {checks:>3} {occupied:>4} {occupied / checks:>7.1%}")
        for lineno, msg in self.errors:
            lines.append(f"skipped line {lineno}: {msg}")
        summary = {"colonies": len(self.colonies), "checks": checks, "occupied": occupied,
                   "best": next(iter(self)).name, "skipped": len(self.errors)}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main(path: str) -> None:
    with open(path, encoding="utf-8") as fh:
        print(Survey.from_text(fh.read()).report())


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/puffin_burrows.csv")
