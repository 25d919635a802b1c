#!/usr/bin/env python3
"""Distillery cask inventory: litres of pure alcohol and ages per warehouse."""
from __future__ import annotations

import csv
import json
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "casks.csv"
AS_OF = date(2026, 1, 1)


class CaskError(ValueError):
    pass


@dataclass(frozen=True, order=True)
class Cask:
    fill_date: date
    cask_id: str
    spirit: str
    litres: float
    abv: float

    @classmethod
    def from_row(cls, row: dict[str, str]) -> "Cask":
        try:
            litres = float(row["litres"])
            abv = float(row["abv"])
            filled = date.fromisoformat(row["fill_date"])
        except (KeyError, TypeError, ValueError) as exc:
            raise CaskError(f"bad field ({exc})") from exc
        if not 0 < abv <= 100:
            raise CaskError(f"abv out of range: {abv}")
        return cls(filled, row["cask_id"], row["spirit"], litres, abv)

    @property
    def lpa(self) -> float:
        """Litres of pure alcohol."""
        return self.litres * self.abv / 100

    @property
    def age_years(self) -> float:
        return (AS_OF - self.fill_date).days / 365.25

    def __str__(self) -> str:
        return (f"{self.cask_id:<7} {self.spirit:<6} {self.fill_date}  "
                f"{self.litres:>7.2f} L  {self.abv:>5.1f}%  {self.lpa:>7.2f} LPA  "
                f"{self.age_years:>5.1f} y")


@dataclass
class Warehouse:
    name: str
    casks: list[Cask] = field(default_factory=list)

    def add(self, cask: Cask) -> None:
        self.casks.append(cask)

    def __len__(self) -> int:
        return len(self.casks)

    def __iter__(self):
        return iter(sorted(self.casks))

    @property
    def total_lpa(self) -> float:
        return sum(c.lpa for c in self.casks)

    @property
    def mean_age(self) -> float:
        return sum(c.age_years for c in self.casks) / len(self) if self else 0.0


class Inventory:
    def __init__(self) -> None:
        self.warehouses: dict[str, Warehouse] = {}
        self.rejected: list[str] = []

    @classmethod
    def from_csv(cls, text: str) -> "Inventory":
        inv = cls()
        reader = csv.DictReader(text.splitlines())
        for lineno, row in enumerate(reader, start=2):
            try:
                cask = Cask.from_row(row)
            except CaskError as err:
                inv.rejected.append(f"line {lineno}: {err}")
                continue
            inv.warehouses.setdefault(row["warehouse"], Warehouse(row["warehouse"])).add(cask)
        return inv

    def __len__(self) -> int:
        return sum(len(w) for w in self.warehouses.values())

    @property
    def oldest(self) -> Cask:
        return min(c for w in self.warehouses.values() for c in w)

    def report(self) -> str:
        lines = [f"Cask inventory as of {AS_OF:%d %b %Y}", "=" * 34]
        for name in sorted(self.warehouses):
            wh = self.warehouses[name]
            lines.append(f"\n[{wh.name}] {len(wh)} casks, {wh.total_lpa:.2f} LPA, mean age {wh.mean_age:.1f} y")
            lines.extend(f"  {cask}" for cask in wh)
        if self.rejected:
            lines.append(f"\nRejected {len(self.rejected)} rows:")
            lines.extend(f"  - {r}" for r in self.rejected)
        total = sum(w.total_lpa for w in self.warehouses.values())
        summary = {
            "casks": len(self),
            "rejected": len(self.rejected),
            "total_lpa": round(total, 2),
            "oldest": self.oldest.cask_id,
            "by_warehouse": {n: round(w.total_lpa, 2) for n, w in sorted(self.warehouses.items())},
        }
        lines.append("")
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    print(Inventory.from_csv(DATA.read_text()).report())
