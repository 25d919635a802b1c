#!/usr/bin/env python3
"""Cargo-bike loan scheme: weekly usage report."""
from __future__ import annotations

import csv
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime

DATA = "root/cargo_bike_loans.csv"
TIME_FMT = "%Y-%m-%d %H:%M"
FREE_HOURS = 2.0
HOURLY_RATE = 1.50


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Loan:
    loan_id: str
    bike: str
    member: str
    start: datetime
    end: datetime
    km: float
    battery_used: int

    @classmethod
    def from_row(cls, row: list[str]) -> "Loan":
        if len(row) != 8:
            raise BadRow(f"expected 8 fields, got {len(row)}")
        loan_id, bike, member, start, end, km, b0, b1 = (c.strip() for c in row)
        if not member:
            raise BadRow("missing member")
        try:
            start_dt = datetime.strptime(start, TIME_FMT)
            end_dt = datetime.strptime(end, TIME_FMT)
            distance = float(km)
            used = int(b0) - int(b1)
        except ValueError as exc:
            raise BadRow(str(exc)) from None
        if end_dt <= start_dt:
            raise BadRow("ends before it starts")
        return cls(loan_id, bike, member, start_dt, end_dt, distance, used)

    @property
    def hours(self) -> float:
        return (self.end - self.start).total_seconds() / 3600

    @property
    def fee(self) -> float:
        return round(max(0.0, self.hours - FREE_HOURS) * HOURLY_RATE, 2)

    def __str__(self) -> str:
        return (f"{self.loan_id} {self.bike:<6} {self.member:<15} "
                f"{self.hours:5.2f}h {self.km:5.1f}km  £{self.fee:.2f}")


@dataclass
class Fleet:
    loans: list[Loan] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.loans)

    def __iter__(self):
        return iter(sorted(self.loans, key=lambda l: l.start))

    @classmethod
    def load(cls, path: str) -> "Fleet":
        fleet = cls()
        with open(path, newline="") as fh:
            reader = csv.reader(fh)
            next(reader)
            for lineno, row in enumerate(reader, start=2):
                try:
                    fleet.loans.append(Loan.from_row(row))
                except BadRow as exc:
                    fleet.rejected.append((lineno, str(exc)))
        return fleet

    def by_bike(self) -> dict[str, list[Loan]]:
        groups: dict[str, list[Loan]] = defaultdict(list)
        for loan in self.loans:
            groups[loan.bike].append(loan)
        return dict(sorted(groups.items()))

    @property
    def total_km(self) -> float:
        return sum(l.km for l in self.loans)

    @property
    def total_fees(self) -> float:
        return round(sum(l.fee for l in self.loans), 2)

    def top_member(self) -> str:
        km: dict[str, float] = defaultdict(float)
        for loan in self.loans:
            km[loan.member] += loan.km
        return max(km, key=km.get)


def main() -> int:
    fleet = Fleet.load(sys.argv[1] if len(sys.argv) > 1 else DATA)
    print("CARGO-BIKE LOANS")
    print("=" * 48)
    for loan in fleet:
        print(loan)
    print("-" * 48)
    for bike, loans in fleet.by_bike().items():
        hours = sum(l.hours for l in loans)
        km_per_pct = sum(l.km for l in loans) / max(1, sum(l.battery_used for l in loans))
        print(f"{bike}: {len(loans)} loans, {hours:.1f}h, {km_per_pct:.2f} km per % battery")
    for lineno, reason in fleet.rejected:
        print(f"skipped line {lineno}: {reason}")
    summary = {
        "loans": len(fleet),
        "rejected": len(fleet.rejected),
        "km": round(fleet.total_km, 1),
        "fees": fleet.total_fees,
        "top_member": fleet.top_member(),
    }
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
