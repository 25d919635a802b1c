#!/usr/bin/env python3
"""Boarding-kennel stays: bill each stay and summarise occupancy."""
from __future__ import annotations

import json
import sys
from collections import Counter
from dataclasses import dataclass, field
from datetime import date

EXTRA_PRICES = {"walk": 6.0, "grooming": 18.0, "medication": 4.5}
SIZES = ("small", "medium", "large")


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Stay:
    dog: str
    size: str
    check_in: date
    check_out: date
    rate: float
    extras: tuple[str, ...] = field(default_factory=tuple)

    @classmethod
    def parse(cls, line: str) -> "Stay":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        dog, size, cin, cout, rate, extras = parts
        if size not in SIZES:
            raise BadLine(f"unknown size {size!r}")
        try:
            check_in, check_out = date.fromisoformat(cin), date.fromisoformat(cout)
            rate_value = float(rate)
        except ValueError as exc:
            raise BadLine(str(exc)) from None
        if check_out <= check_in:
            raise BadLine("check-out is not after check-in")
        return cls(dog, size, check_in, check_out, rate_value,
                   tuple(e for e in extras.split(";") if e))

    @property
    def nights(self) -> int:
        return (self.check_out - self.check_in).days

    @property
    def extras_cost(self) -> float:
        return sum(EXTRA_PRICES.get(e, 0.0) for e in self.extras)

    @property
    def total(self) -> float:
        return self.nights * self.rate + self.extras_cost

    def __str__(self) -> str:
        extras = ", ".join(self.extras) or "-"
        return (f"{self.dog:<8} {self.size:<6} {self.check_in:%d %b} -> "
                f"{self.check_out:%d %b} {self.nights:>2} nights  "
                f"£{self.total:>7.2f}  ({extras})")


@dataclass
class Kennel:
    stays: list[Stay] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def from_file(cls, path: str) -> "Kennel":
        kennel = cls()
        with open(path, encoding="utf-8") as fh:
            for lineno, raw in enumerate(fh, start=1):
                line = raw.strip()
                if not line or line.startswith("#"):
                    continue
                try:
                    kennel.stays.append(Stay.parse(line))
                except BadLine as err:
                    kennel.rejected.append((lineno, str(err)))
        return kennel

    def __len__(self) -> int:
        return len(self.stays)

    def __iter__(self):
        return iter(sorted(self.stays, key=lambda s: (s.check_in, s.dog)))

    @property
    def revenue(self) -> float:
        return round(sum(s.total for s in self.stays), 2)

    @property
    def dog_nights(self) -> int:
        return sum(s.nights for s in self.stays)

    def by_size(self) -> Counter:
        return Counter(s.size for s in self.stays)

    def longest(self) -> Stay | None:
        return max(self.stays, key=lambda s: s.nights, default=None)


def main(path: str = "root/kennel_stays.csv") -> None:
    kennel = Kennel.from_file(path)
    print("Kennel boarding report")
    print("=" * 22)
    for stay in kennel:
        print(stay)
    print()
    for size, count in sorted(kennel.by_size().items()):
        print(f"{size:>6}: {count} stay(s)")
    for lineno, reason in kennel.rejected:
        print(f"skipped line {lineno}: {reason}")
    longest = kennel.longest()
    summary = {
        "stays": len(kennel),
        "dog_nights": kennel.dog_nights,
        "revenue": kennel.revenue,
        "longest": longest.dog if longest else None,
        "rejected": len(kennel.rejected),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(*sys.argv[1:])
