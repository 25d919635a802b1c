#!/usr/bin/env python3
"""Weekly food bank parcel report (object-oriented)."""
from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field

DATA = "foodbank.csv"
SIZES = {"single": 1, "couple": 2, "family": 4}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Parcel:
    date: str
    household: str
    size: str
    items: int
    volunteer: str

    @classmethod
    def from_csv(cls, line: str) -> "Parcel":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        date, household, size, items, volunteer = parts
        if size not in SIZES:
            raise BadLine(f"unknown size {size!r}")
        try:
            n = int(items)
        except ValueError:
            raise BadLine(f"items not a number: {items!r}") from None
        if n <= 0:
            raise BadLine(f"items must be positive: {n}")
        return cls(date, household, size, n, volunteer)

    @property
    def people(self) -> int:
        return SIZES[self.size]

    @property
    def items_per_person(self) -> float:
        return self.items / self.people


@dataclass
class Ledger:
    parcels: list[Parcel] = field(default_factory=list)
    rejects: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, text: str) -> "Ledger":
        ledger = cls()
        for lineno, line in enumerate(text.splitlines()[1:], start=2):
            if not line.strip():
                continue
            try:
                ledger.add(Parcel.from_csv(line))
            except BadLine as exc:
                ledger.rejects.append((lineno, str(exc)))
        return ledger

    def add(self, parcel: Parcel) -> None:
        self.parcels.append(parcel)

    def __len__(self) -> int:
        return len(self.parcels)

    def __iter__(self):
        return iter(self.parcels)

    @property
    def total_items(self) -> int:
        return sum(p.items for p in self)

    @property
    def people_fed(self) -> int:
        return sum(p.people for p in self)

    @property
    def households(self) -> set[str]:
        return {p.household for p in self}

    def by_volunteer(self) -> dict[str, int]:
        counts = Counter(p.volunteer for p in self)
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))

    def by_day(self) -> dict[str, list[Parcel]]:
        days = defaultdict(list)
        for p in self:
            days[p.date].append(p)
        return dict(sorted(days.items()))

    def __str__(self) -> str:
        lines = ["FOOD BANK PARCELS", "=" * 40]
        for day, parcels in self.by_day().items():
            items = sum(p.items for p in parcels)
            lines.append(f"{day}  {len(parcels):>2} parcels  {items:>3} items")
        lines.append("-" * 40)
        for name, n in self.by_volunteer().items():
            lines.append(f"{name:<10}{n:>3} parcels")
        lines.append("-" * 40)
        for lineno, why in self.rejects:
            lines.append(f"skipped line {lineno}: {why}")
        return "\n".join(lines)

    def summary(self) -> dict:
        avg = self.total_items / self.people_fed if self.people_fed else 0.0
        return {
            "parcels": len(self),
            "households": len(self.households),
            "items": self.total_items,
            "people": self.people_fed,
            "items_per_person": round(avg, 2),
            "skipped": len(self.rejects),
        }


def main() -> None:
    with open(DATA, encoding="utf-8") as fh:
        ledger = Ledger.load(fh.read())
    print(ledger)
    print(json.dumps(ledger.summary()))


if __name__ == "__main__":
    main()
