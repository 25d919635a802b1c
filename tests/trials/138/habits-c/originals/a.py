#!/usr/bin/env python3
"""Stage hypnotist tour: takings per venue from a CSV show log."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "hypnotist_shows.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Show:
    date: str
    venue: str
    city: str
    seats: int
    sold: int
    price: float
    volunteers: int

    @classmethod
    def parse(cls, line: str) -> "Show":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        date, venue, city, seats, sold, price, volunteers = parts
        try:
            show = cls(date, venue, city, int(seats), int(sold), float(price), int(volunteers))
        except ValueError as exc:
            raise BadLine(str(exc)) from None
        if show.sold > show.seats:
            raise BadLine(f"sold {show.sold} > seats {show.seats}")
        return show

    @property
    def takings(self) -> float:
        return self.sold * self.price

    @property
    def fill(self) -> float:
        return self.sold / self.seats if self.seats else 0.0


@dataclass
class Venue:
    name: str
    city: str
    shows: list[Show] = field(default_factory=list)

    def add(self, show: Show) -> None:
        self.shows.append(show)

    @property
    def takings(self) -> float:
        return sum(s.takings for s in self.shows)

    @property
    def fill(self) -> float:
        return sum(s.sold for s in self.shows) / sum(s.seats for s in self.shows)

    def __len__(self) -> int:
        return len(self.shows)

    def __lt__(self, other: "Venue") -> bool:
        return self.takings < other.takings

    def __str__(self) -> str:
        return (f"{self.name + ', ' + self.city:<28} {len(self):>2} shows "
                f"£{self.takings:>10,.2f}  fill {self.fill:6.1%}")


class Tour:
    def __init__(self) -> None:
        self.venues: dict[tuple[str, str], Venue] = {}
        self.rejected: list[tuple[int, str]] = []

    def load(self, text: str) -> "Tour":
        for no, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                show = Show.parse(line)
            except BadLine as exc:
                self.rejected.append((no, str(exc)))
                continue
            key = (show.venue, show.city)
            self.venues.setdefault(key, Venue(*key)).add(show)
        return self

    def __iter__(self):
        return iter(sorted(self.venues.values(), reverse=True))

    @property
    def shows(self) -> list[Show]:
        return [s for v in self.venues.values() for s in v.shows]

    def report(self) -> str:
        shows = self.shows
        total = sum(s.takings for s in shows)
        volunteers = sum(s.volunteers for s in shows)
        lines = ["Hypnotist tour takings", "=" * 22]
        lines += [str(v) for v in self]
        lines.append("-" * 22)
        lines += [f"line {no}: skipped ({why})" for no, why in self.rejected]
        best = max(shows, key=lambda s: s.fill)
        lines.append(f"Best fill: {best.venue} on {best.date} ({best.fill:.0%})")
        lines.append(f"Volunteers on stage: {volunteers}, {volunteers / len(shows):.1f} per show")
        summary = {"shows": len(shows), "venues": len(self.venues),
                   "takings": round(total, 2), "rejected": len(self.rejected)}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    print(Tour().load(DATA.read_text()).report())
