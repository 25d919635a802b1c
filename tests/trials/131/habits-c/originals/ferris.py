#!/usr/bin/env python3
"""Ferris wheel ride log: per-gondola and per-ticket report."""
import json
from collections import defaultdict
from dataclasses import dataclass, field

CAPACITY = 8
TICKET_TYPES = {"standard", "vip", "family", "student"}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Ride:
    time: str
    gondola: str
    riders: int
    ticket: str
    fare: float

    @classmethod
    def parse(cls, line: str) -> "Ride":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        time, gondola, riders, ticket, fare = parts
        try:
            n, price = int(riders), float(fare)
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if not 1 <= n <= CAPACITY:
            raise BadLine(f"riders {n} outside 1..{CAPACITY}")
        if ticket not in TICKET_TYPES:
            raise BadLine(f"unknown ticket {ticket!r}")
        return cls(time, gondola, n, ticket, price)

    @property
    def revenue(self) -> float:
        return self.riders * self.fare


@dataclass
class Gondola:
    name: str
    rides: list = field(default_factory=list)

    def add(self, ride: Ride) -> None:
        self.rides.append(ride)

    def __len__(self) -> int:
        return len(self.rides)

    @property
    def riders(self) -> int:
        return sum(r.riders for r in self.rides)

    @property
    def revenue(self) -> float:
        return sum(r.revenue for r in self.rides)

    @property
    def load(self) -> float:
        return self.riders / (len(self) * CAPACITY) if self.rides else 0.0

    def __lt__(self, other: "Gondola") -> bool:
        return (self.revenue, self.name) > (other.revenue, other.name)

    def __str__(self) -> str:
        return (f"{self.name:<5}{len(self):>3} rides {self.riders:>4} riders "
                f"{self.revenue:>8.2f}  load {self.load:.0%}")


class RideLog:
    def __init__(self):
        self.gondolas: dict[str, Gondola] = {}
        self.skipped: list[tuple[int, str]] = []

    def load(self, text: str) -> "RideLog":
        for lineno, line in enumerate(text.splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                ride = Ride.parse(line)
            except BadLine as exc:
                self.skipped.append((lineno, str(exc)))
                continue
            self.gondolas.setdefault(ride.gondola, Gondola(ride.gondola)).add(ride)
        return self

    def __iter__(self):
        return iter(sorted(self.gondolas.values()))

    @property
    def rides(self):
        return [r for g in self.gondolas.values() for r in g.rides]

    def by_ticket(self) -> dict[str, float]:
        totals = defaultdict(float)
        for ride in self.rides:
            totals[ride.ticket] += ride.revenue
        return dict(sorted(totals.items()))


def main(path: str = "root/ferris_rides.csv") -> None:
    with open(path) as fh:
        log = RideLog().load(fh.read())
    print("FERRIS WHEEL RIDE REPORT")
    print("=" * 24)
    for gondola in log:
        print(gondola)
    print("-" * 24)
    for ticket, total in log.by_ticket().items():
        print(f"{ticket:<9}{total:>9.2f}")
    for lineno, reason in log.skipped:
        print(f"skipped line {lineno}: {reason}")
    rides = log.rides
    summary = {
        "rides": len(rides),
        "riders": sum(r.riders for r in rides),
        "revenue": round(sum(r.revenue for r in rides), 2),
        "busiest": max(log.gondolas.values(), key=lambda g: g.riders).name,
        "skipped": len(log.skipped),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
