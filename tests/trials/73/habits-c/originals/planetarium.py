#!/usr/bin/env python3
"""Planetarium show attendance report (object-oriented)."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "planetarium.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Screening:
    date: str
    show: str
    dome: str
    seats: int
    sold: int
    price: float

    @classmethod
    def parse(cls, line: str) -> "Screening":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        date, show, dome, seats, sold, price = parts
        try:
            s = cls(date, show, dome, int(seats), int(sold), float(price))
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if s.sold > s.seats:
            raise BadLine(f"sold {s.sold} > seats {s.seats}")
        return s

    @property
    def occupancy(self) -> float:
        return self.sold / self.seats

    @property
    def revenue(self) -> float:
        return self.sold * self.price


@dataclass
class ShowStats:
    name: str
    screenings: list[Screening] = field(default_factory=list)

    def add(self, s: Screening) -> None:
        self.screenings.append(s)

    def __len__(self) -> int:
        return len(self.screenings)

    @property
    def sold(self) -> int:
        return sum(s.sold for s in self.screenings)

    @property
    def revenue(self) -> float:
        return sum(s.revenue for s in self.screenings)

    @property
    def occupancy(self) -> float:
        return self.sold / sum(s.seats for s in self.screenings)

    def __lt__(self, other: "ShowStats") -> bool:
        return (-self.revenue, self.name) < (-other.revenue, other.name)

    def __str__(self) -> str:
        return (f"{self.name:<16}{len(self):>3} {self.sold:>5} "
                f"{self.occupancy:>6.1%} {self.revenue:>9.2f}")


class AttendanceReport:
    def __init__(self) -> None:
        self.shows: dict[str, ShowStats] = {}
        self.by_dome: defaultdict[str, int] = defaultdict(int)
        self.skipped: list[tuple[int, str]] = []
        self.full_houses: list[Screening] = []

    def load(self, text: str) -> "AttendanceReport":
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                s = Screening.parse(line)
            except BadLine as exc:
                self.skipped.append((lineno, str(exc)))
                continue
            self.shows.setdefault(s.show, ShowStats(s.show)).add(s)
            self.by_dome[s.dome] += s.sold
            if s.sold == s.seats:
                self.full_houses.append(s)
        return self

    def __iter__(self):
        return iter(sorted(self.shows.values()))

    @property
    def total_revenue(self) -> float:
        return sum(st.revenue for st in self.shows.values())

    def render(self) -> str:
        out = ["Planetarium attendance", "=" * 22,
               f"{'show':<16}{'n':>3} {'sold':>5} {'occ':>6} {'revenue':>9}"]
        out += [str(st) for st in self]
        out.append("")
        for dome, sold in sorted(self.by_dome.items()):
            out.append(f"dome {dome}: {sold} visitors")
        for s in self.full_houses:
            out.append(f"full house: {s.show} on {s.date} ({s.dome})")
        for lineno, why in self.skipped:
            out.append(f"skipped line {lineno}: {why}")
        best = next(iter(self))
        summary = {"shows": len(self.shows),
                   "screenings": sum(len(st) for st in self.shows.values()),
                   "visitors": sum(self.by_dome.values()),
                   "revenue": round(self.total_revenue, 2),
                   "top_show": best.name,
                   "skipped": len(self.skipped)}
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    print(AttendanceReport().load(DATA.read_text()).render())
