#!/usr/bin/env python3
"""Funeral director's hearse fleet: bookings report."""
from __future__ import annotations

import csv
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "hearse_bookings.csv"


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Booking:
    booking_id: str
    date: str
    vehicle: str
    director: str
    miles: float
    fee: float
    mourner_cars: int

    @classmethod
    def from_row(cls, row: list[str]) -> "Booking":
        if len(row) != 7:
            raise BadRow(f"expected 7 fields, got {len(row)}")
        bid, date, vehicle, director, miles, fee, cars = (c.strip() for c in row)
        try:
            booking = cls(bid, date, vehicle, director, float(miles), float(fee), int(cars))
        except ValueError as exc:
            raise BadRow(str(exc)) from None
        if booking.fee < 0 or booking.miles < 0:
            raise BadRow("negative miles or fee")
        return booking

    @property
    def fee_per_mile(self) -> float:
        return self.fee / self.miles if self.miles else 0.0

    def __str__(self) -> str:
        return f"{self.booking_id} {self.vehicle:<20} {self.miles:6.1f} mi  £{self.fee:8.2f}"


@dataclass
class Vehicle:
    name: str
    bookings: list[Booking] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.bookings)

    @property
    def miles(self) -> float:
        return sum(b.miles for b in self.bookings)

    @property
    def revenue(self) -> float:
        return sum(b.fee for b in self.bookings)

    def __lt__(self, other: "Vehicle") -> bool:
        return (-self.revenue, self.name) < (-other.revenue, other.name)


class Fleet:
    def __init__(self) -> None:
        self._vehicles: dict[str, Vehicle] = {}
        self.rejected: list[tuple[int, str]] = []

    def add(self, booking: Booking) -> None:
        self._vehicles.setdefault(booking.vehicle, Vehicle(booking.vehicle)).bookings.append(booking)

    def __iter__(self):
        return iter(sorted(self._vehicles.values()))

    @property
    def bookings(self) -> list[Booking]:
        return [b for v in self._vehicles.values() for b in v.bookings]

    @classmethod
    def load(cls, path: Path) -> "Fleet":
        fleet = cls()
        with path.open(newline="") as fh:
            reader = csv.reader(fh)
            next(reader)  # header
            for lineno, row in enumerate(reader, start=2):
                try:
                    fleet.add(Booking.from_row(row))
                except BadRow as exc:
                    fleet.rejected.append((lineno, str(exc)))
        return fleet


def main() -> int:
    fleet = Fleet.load(DATA)
    bookings = fleet.bookings
    print("HEARSE FLEET REPORT")
    print("=" * 40)
    for v in fleet:
        print(f"{v.name:<20} {len(v):2d} jobs {v.miles:7.1f} mi  £{v.revenue:9.2f}")
    print("-" * 40)
    by_director: dict[str, int] = defaultdict(int)
    for b in bookings:
        by_director[b.director] += b.mourner_cars
    for name, cars in sorted(by_director.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {name}: {cars} mourner cars")
    best = max(bookings, key=lambda b: b.fee_per_mile)
    print(f"Best fee/mile: {best} ({best.fee_per_mile:.2f}/mi)")
    for lineno, why in fleet.rejected:
        print(f"skipped line {lineno}: {why}")
    summary = {
        "bookings": len(bookings),
        "rejected": len(fleet.rejected),
        "revenue": round(sum(b.fee for b in bookings), 2),
        "top_vehicle": next(iter(fleet)).name,
    }
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
