#!/usr/bin/env python3
"""Ticket-wagon report for a travelling circus: takings and house per town."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

PRICES = {"adult": 14.50, "child": 8.00, "concession": 10.00}
SHOWS = ("matinee", "evening")


class BadLine(ValueError):
    """A line of the ticket file that cannot be used."""


@dataclass(frozen=True)
class Performance:
    date: str
    town: str
    show: str
    adult: int
    child: int
    concession: int
    capacity: int

    @classmethod
    def from_line(cls, line: str) -> "Performance":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        date, town, show, *numbers = parts
        if show not in SHOWS:
            raise BadLine(f"unknown show {show!r}")
        try:
            adult, child, concession, capacity = map(int, numbers)
        except ValueError as exc:
            raise BadLine(f"not a number: {exc}") from None
        if min(adult, child, concession) < 0 or capacity <= 0:
            raise BadLine("negative count or empty tent")
        return cls(date, town, show, adult, child, concession, capacity)

    @property
    def seats_sold(self) -> int:
        return self.adult + self.child + self.concession

    @property
    def takings(self) -> float:
        return sum(getattr(self, kind) * price for kind, price in PRICES.items())

    @property
    def occupancy(self) -> float:
        return self.seats_sold / self.capacity

    def __lt__(self, other: "Performance") -> bool:
        return self.takings < other.takings

    def __str__(self) -> str:
        return (f"{self.date} {self.town:<14} {self.show:<8} "
                f"{self.seats_sold:>4} seats {self.occupancy:>6.1%}  £{self.takings:>8.2f}")


@dataclass
class Tour:
    performances: list[Performance] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, path: Path) -> "Tour":
        tour = cls()
        for number, raw in enumerate(path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("date,"):
                continue
            try:
                tour.performances.append(Performance.from_line(line))
            except BadLine as err:
                tour.rejected.append((number, str(err)))
        return tour

    def __len__(self) -> int:
        return len(self.performances)

    def __iter__(self):
        return iter(self.performances)

    @property
    def takings(self) -> float:
        return sum(p.takings for p in self)

    def by_town(self) -> dict[str, list[Performance]]:
        towns: dict[str, list[Performance]] = defaultdict(list)
        for p in self:
            towns[p.town].append(p)
        return dict(towns)


def main() -> None:
    tour = Tour.load(Path("root/circus_tour.csv"))
    print(f"Circus ticket wagon: {len(tour)} performances")
    for p in sorted(tour, key=lambda p: p.date):
        print(f"  {p}")
    print("By town:")
    for town, shows in tour.by_town().items():
        total = sum(p.takings for p in shows)
        house = sum(p.occupancy for p in shows) / len(shows)
        print(f"  {town:<14} {len(shows)} shows  avg house {house:.0%}  £{total:.2f}")
    best = max(tour)
    print(f"Best show: {best.date} {best.town} {best.show} (£{best.takings:.2f})")
    for number, reason in tour.rejected:
        print(f"Skipped line {number}: {reason}")
    summary = {"performances": len(tour), "takings": round(tour.takings, 2),
               "towns": len(tour.by_town()), "skipped": len(tour.rejected)}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
