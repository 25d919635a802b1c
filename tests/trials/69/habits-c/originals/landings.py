#!/usr/bin/env python3
"""Weekly report of fish landed at the harbour, per vessel and species."""
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "landings.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Landing:
    date: str
    vessel: str
    species: str
    weight_kg: float
    price_per_kg: float

    @classmethod
    def parse(cls, line: str) -> "Landing":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        date, vessel, species, weight, price = parts
        try:
            weight_kg, price_per_kg = float(weight), float(price)
        except ValueError as exc:
            raise BadLine(f"not a number: {exc}") from None
        if weight_kg <= 0:
            raise BadLine(f"weight must be positive, got {weight_kg}")
        return cls(date, vessel, species, weight_kg, price_per_kg)

    @property
    def value(self) -> float:
        return self.weight_kg * self.price_per_kg


@dataclass
class Vessel:
    name: str
    landings: list = field(default_factory=list)

    def add(self, landing: Landing) -> None:
        self.landings.append(landing)

    @property
    def weight(self) -> float:
        return sum(l.weight_kg for l in self.landings)

    @property
    def value(self) -> float:
        return sum(l.value for l in self.landings)

    def __lt__(self, other: "Vessel") -> bool:
        return self.value < other.value

    def __str__(self) -> str:
        return (f"{self.name:<14}{len(self.landings):>3} trips "
                f"{self.weight:>9.1f} kg  £{self.value:>9.2f}")


class Harbour:
    def __init__(self):
        self.vessels: dict[str, Vessel] = {}
        self.species = defaultdict(float)
        self.errors: list[str] = []

    def __len__(self) -> int:
        return sum(len(v.landings) for v in self.vessels.values())

    def __iter__(self):
        return iter(sorted(self.vessels.values(), reverse=True))

    def load(self, text: str) -> "Harbour":
        lines = text.splitlines()
        for lineno, line in enumerate(lines[1:], start=2):
            if not line.strip():
                continue
            try:
                landing = Landing.parse(line)
            except BadLine as exc:
                self.errors.append(f"line {lineno}: {exc}")
                continue
            self.vessels.setdefault(landing.vessel, Vessel(landing.vessel)).add(landing)
            self.species[landing.species] += landing.weight_kg
        return self

    @property
    def total_value(self) -> float:
        return sum(v.value for v in self.vessels.values())


def main() -> None:
    harbour = Harbour().load(DATA.read_text())
    print("HARBOUR LANDINGS REPORT")
    print("=" * 44)
    for vessel in harbour:
        print(vessel)
    print("-" * 44)
    for species, kg in sorted(harbour.species.items(), key=lambda kv: -kv[1]):
        print(f"  {species:<10}{kg:>10.1f} kg")
    for err in harbour.errors:
        print(f"skipped {err}")
    top = max(harbour, default=None)
    summary = {"landings": len(harbour), "skipped": len(harbour.errors),
               "total_value": round(harbour.total_value, 2),
               "top_vessel": top.name if top else None}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
