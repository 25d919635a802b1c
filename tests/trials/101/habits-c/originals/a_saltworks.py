#!/usr/bin/env python3
"""Saltworks harvest report: yield per evaporation pan."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

GRADES = ("fleur", "fine", "coarse")


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Harvest:
    date: str
    pan: str
    brine_litres: float
    salt_kg: float
    grade: str

    @classmethod
    def parse(cls, line: str) -> "Harvest":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        date, pan, brine, salt, grade = parts
        try:
            brine_l, salt_kg = float(brine), float(salt)
        except ValueError as exc:
            raise BadLine(f"not a number: {exc}") from None
        if brine_l <= 0 or salt_kg < 0:
            raise BadLine("negative or zero quantity")
        if grade not in GRADES:
            raise BadLine(f"unknown grade {grade!r}")
        return cls(date, pan, brine_l, salt_kg, grade)

    @property
    def grams_per_litre(self) -> float:
        return 1000 * self.salt_kg / self.brine_litres


@dataclass
class Pan:
    name: str
    harvests: list[Harvest] = field(default_factory=list)

    def add(self, h: Harvest) -> None:
        self.harvests.append(h)

    @property
    def salt_kg(self) -> float:
        return sum(h.salt_kg for h in self.harvests)

    @property
    def brine_litres(self) -> float:
        return sum(h.brine_litres for h in self.harvests)

    @property
    def yield_gpl(self) -> float:
        return 1000 * self.salt_kg / self.brine_litres if self.brine_litres else 0.0

    def __len__(self) -> int:
        return len(self.harvests)

    def __lt__(self, other: "Pan") -> bool:
        return self.yield_gpl < other.yield_gpl

    def __str__(self) -> str:
        return (f"{self.name:<8} {len(self):>3} {self.brine_litres:>8.0f} L "
                f"{self.salt_kg:>7.1f} kg {self.yield_gpl:>6.2f} g/L")


class Ledger:
    def __init__(self) -> None:
        self.pans: dict[str, Pan] = {}
        self.by_grade: dict[str, float] = defaultdict(float)
        self.skipped: list[str] = []

    def load(self, path: Path) -> "Ledger":
        for n, raw in enumerate(path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                h = Harvest.parse(line)
            except BadLine as err:
                self.skipped.append(f"line {n}: {err}")
                continue
            self.pans.setdefault(h.pan, Pan(h.pan)).add(h)
            self.by_grade[h.grade] += h.salt_kg
        return self

    @property
    def total_kg(self) -> float:
        return sum(p.salt_kg for p in self.pans.values())

    def report(self) -> str:
        lines = ["SALTWORKS HARVEST REPORT", "=" * 24]
        ranked = sorted(self.pans.values(), reverse=True)
        lines += [f"{i}. {p}" for i, p in enumerate(ranked, start=1)]
        lines.append("")
        for grade in GRADES:
            share = self.by_grade[grade] / self.total_kg * 100 if self.total_kg else 0
            lines.append(f"{grade:<7} {self.by_grade[grade]:>7.1f} kg ({share:.1f}%)")
        if self.skipped:
            lines.append("")
            lines.append(f"Skipped {len(self.skipped)} bad line(s):")
            lines += [f"  - {s}" for s in self.skipped]
        summary = {
            "pans": len(self.pans),
            "harvests": sum(len(p) for p in self.pans.values()),
            "total_kg": round(self.total_kg, 1),
            "best_pan": ranked[0].name if ranked else None,
            "skipped": len(self.skipped),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "salt_pans.csv"
    print(Ledger().load(path).report())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
