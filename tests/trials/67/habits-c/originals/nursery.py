#!/usr/bin/env python3
"""Stock report for a plant nursery: value per species, low-stock warnings."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "nursery.csv"
LOW_STOCK = 10


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Plant:
    sku: str
    species: str
    pot_litres: float
    qty: int
    unit_price: float
    potted: str

    @classmethod
    def parse(cls, line: str) -> "Plant":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        sku, species, pot, qty, price, potted = parts
        try:
            plant = cls(sku, species, float(pot), int(qty), float(price), potted)
        except ValueError as exc:
            raise BadLine(str(exc)) from None
        if plant.unit_price < 0 or plant.qty < 0:
            raise BadLine("negative price or quantity")
        return plant

    @property
    def value(self) -> float:
        return self.qty * self.unit_price

    @property
    def low(self) -> bool:
        return self.qty < LOW_STOCK

    def __str__(self) -> str:
        return f"{self.sku} {self.species:<15} {self.pot_litres:>5.1f}L x{self.qty:<4} £{self.value:>9.2f}"


@dataclass
class Inventory:
    plants: list[Plant] = field(default_factory=list)
    errors: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, text: str) -> "Inventory":
        inv = cls()
        for n, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                inv.plants.append(Plant.parse(line))
            except BadLine as exc:
                inv.errors.append((n, str(exc)))
        return inv

    def __len__(self) -> int:
        return len(self.plants)

    def __iter__(self):
        return iter(sorted(self.plants, key=lambda p: p.value, reverse=True))

    @property
    def total_value(self) -> float:
        return sum(p.value for p in self.plants)

    def by_species(self) -> dict[str, tuple[int, float]]:
        acc: dict[str, list] = defaultdict(lambda: [0, 0.0])
        for p in self.plants:
            acc[p.species][0] += p.qty
            acc[p.species][1] += p.value
        return {k: (q, v) for k, (q, v) in sorted(acc.items())}


def main() -> None:
    inv = Inventory.load(DATA.read_text())
    print(f"Nursery stock: {len(inv)} lines, {len(inv.errors)} skipped")
    print("-" * 48)
    for plant in inv:
        print(f"{plant}{'  LOW' if plant.low else ''}")
    print("-" * 48)
    for species, (qty, value) in inv.by_species().items():
        print(f"{species:<15} {qty:>5} plants  £{value:>9.2f}")
    for n, msg in inv.errors:
        print(f"skipped line {n}: {msg}")
    low = [p.sku for p in inv if p.low]
    summary = {"lines": len(inv), "skipped": len(inv.errors), "plants": sum(p.qty for p in inv),
               "value": round(inv.total_value, 2), "low_stock": low}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
