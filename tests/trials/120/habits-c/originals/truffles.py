#!/usr/bin/env python3
"""Season report for truffle-hunting dog outings."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path("root/truffle_outings.csv")
PRICE_PER_GRAM = {"extra": 4.20, "first": 2.80, "second": 1.50, "none": 0.0}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Outing:
    date: str
    dog: str
    handler: str
    site: str
    minutes: int
    grams: float
    grade: str

    @classmethod
    def parse(cls, line: str) -> "Outing":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        date, dog, handler, site, minutes, grams, grade = parts
        if grade not in PRICE_PER_GRAM:
            raise BadLine(f"unknown grade {grade!r}")
        try:
            return cls(date, dog, handler, site, int(minutes), float(grams), grade)
        except ValueError as exc:
            raise BadLine(str(exc)) from None

    @property
    def value(self) -> float:
        return self.grams * PRICE_PER_GRAM[self.grade]


@dataclass
class Dog:
    name: str
    outings: list[Outing] = field(default_factory=list)

    def add(self, outing: Outing) -> None:
        self.outings.append(outing)

    @property
    def grams(self) -> float:
        return sum(o.grams for o in self.outings)

    @property
    def value(self) -> float:
        return sum(o.value for o in self.outings)

    @property
    def grams_per_hour(self) -> float:
        minutes = sum(o.minutes for o in self.outings)
        return self.grams / (minutes / 60) if minutes else 0.0

    def __lt__(self, other: "Dog") -> bool:
        return self.value < other.value

    def __str__(self) -> str:
        return (f"{self.name:<6} {len(self.outings):>2} outings "
                f"{self.grams:>7.1f} g {self.grams_per_hour:>6.1f} g/h "
                f"EUR {self.value:>8.2f}")


class Season:
    def __init__(self) -> None:
        self.dogs: dict[str, Dog] = {}
        self.skipped: list[tuple[int, str]] = []
        self.by_site: dict[str, float] = defaultdict(float)

    def __len__(self) -> int:
        return sum(len(d.outings) for d in self.dogs.values())

    def __iter__(self):
        return iter(sorted(self.dogs.values(), reverse=True))

    def load(self, text: str) -> "Season":
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                outing = Outing.parse(line)
            except BadLine as exc:
                self.skipped.append((number, str(exc)))
                continue
            self.dogs.setdefault(outing.dog, Dog(outing.dog)).add(outing)
            self.by_site[outing.site] += outing.grams
        return self

    def report(self) -> str:
        lines = ["Truffle season report", "=" * 21]
        lines += [str(dog) for dog in self]
        lines.append("By site:")
        for site, grams in sorted(self.by_site.items(), key=lambda kv: -kv[1]):
            lines.append(f"  {site:<12} {grams:>7.1f} g")
        for number, reason in self.skipped:
            lines.append(f"skipped line {number}: {reason}")
        best = max(self, default=None)
        summary = {
            "outings": len(self),
            "dogs": len(self.dogs),
            "total_grams": round(sum(d.grams for d in self), 1),
            "total_value": round(sum(d.value for d in self), 2),
            "top_dog": best.name if best else None,
            "skipped": len(self.skipped),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    print(Season().load(DATA.read_text()).report())
