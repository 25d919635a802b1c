#!/usr/bin/env python3
"""Sugarbush report: sap collections per stand, with syrup yield by the rule of 86."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Collection:
    day: str
    stand: str
    taps: int
    sap_litres: float
    brix: float

    @classmethod
    def parse(cls, line: str) -> "Collection":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        day, stand, taps, sap, brix = parts
        try:
            c = cls(day, stand, int(taps), float(sap), float(brix))
        except ValueError as e:
            raise BadLine(str(e)) from None
        if c.sap_litres < 0:
            raise BadLine(f"negative sap volume {c.sap_litres}")
        if not 0 < c.brix < 8:
            raise BadLine(f"implausible brix {c.brix}")
        return c

    @property
    def syrup_litres(self) -> float:
        # Jones' rule of 86: litres of sap per litre of syrup = 86 / brix
        return self.sap_litres * self.brix / 86


@dataclass
class Stand:
    name: str
    collections: list[Collection] = field(default_factory=list)

    def add(self, c: Collection) -> None:
        self.collections.append(c)

    @property
    def sap(self) -> float:
        return sum(c.sap_litres for c in self.collections)

    @property
    def syrup(self) -> float:
        return sum(c.syrup_litres for c in self.collections)

    @property
    def mean_brix(self) -> float:
        return sum(c.brix * c.sap_litres for c in self.collections) / self.sap

    @property
    def sap_per_tap(self) -> float:
        return sum(c.sap_litres / c.taps for c in self.collections) / len(self)

    def __len__(self) -> int:
        return len(self.collections)

    def __lt__(self, other: "Stand") -> bool:
        return self.syrup > other.syrup  # best producer first

    def __str__(self) -> str:
        return (f"{self.name:<14}{len(self):>3} {self.sap:>9.1f} L "
                f"{self.mean_brix:>5.2f} Bx {self.sap_per_tap:>6.2f} L/tap {self.syrup:>6.2f} L syrup")


class Sugarbush:
    def __init__(self) -> None:
        self.stands: dict[str, Stand] = {}
        self.rejected: list[tuple[int, str]] = []

    def load(self, path: Path) -> "Sugarbush":
        for n, raw in enumerate(path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                c = Collection.parse(line)
            except BadLine as e:
                self.rejected.append((n, str(e)))
                continue
            self.stands.setdefault(c.stand, Stand(c.stand)).add(c)
        return self

    def __iter__(self):
        return iter(sorted(self.stands.values()))

    @property
    def total_syrup(self) -> float:
        return sum(s.syrup for s in self.stands.values())

    def report(self) -> str:
        lines = ["Sugarbush sap report", "=" * 20]
        lines += [str(s) for s in self]
        lines.append(f"Total syrup: {self.total_syrup:.2f} L")
        for n, why in self.rejected:
            lines.append(f"skipped line {n}: {why}")
        best = next(iter(self))
        summary = {"stands": len(self.stands), "collections": sum(len(s) for s in self),
                   "syrup_litres": round(self.total_syrup, 2), "best_stand": best.name,
                   "rejected": len(self.rejected)}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/sap.csv")
    print(Sugarbush().load(path).report())
