#!/usr/bin/env python3
"""Completeness audit for second-hand LEGO sets: which sets can be sold as complete."""
import csv
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class PartLine:
    part_id: str
    colour: str
    expected: int
    found: int
    unit_price: int  # pence

    @property
    def missing(self) -> int:
        return max(self.expected - self.found, 0)

    @property
    def surplus(self) -> int:
        return max(self.found - self.expected, 0)

    @property
    def replacement_cost(self) -> int:
        return self.missing * self.unit_price

    @classmethod
    def from_row(cls, row: list[str]) -> "PartLine":
        if len(row) != 7:
            raise BadRow(f"expected 7 fields, got {len(row)}")
        try:
            expected, found, price = (int(x) for x in row[4:7])
        except ValueError as exc:
            raise BadRow(f"not a number: {exc}") from None
        if min(expected, found, price) < 0:
            raise BadRow("negative quantity or price")
        return cls(row[2], row[3], expected, found, price)


@dataclass
class LegoSet:
    number: str
    name: str
    parts: list[PartLine] = field(default_factory=list)

    def add(self, part: PartLine) -> None:
        self.parts.append(part)

    def __len__(self) -> int:
        return sum(p.expected for p in self.parts)

    @property
    def missing(self) -> int:
        return sum(p.missing for p in self.parts)

    @property
    def completeness(self) -> float:
        return 100.0 * (len(self) - self.missing) / len(self) if len(self) else 0.0

    @property
    def cost(self) -> int:
        return sum(p.replacement_cost for p in self.parts)

    @property
    def is_complete(self) -> bool:
        return self.missing == 0

    def __str__(self) -> str:
        status = "COMPLETE" if self.is_complete else f"missing {self.missing}"
        return (f"{self.number:>6} {self.name:<20} {len(self):>4} pcs "
                f"{self.completeness:6.1f}%  £{self.cost / 100:5.2f}  {status}")


class Audit:
    def __init__(self, path: Path):
        self.path = path
        self.sets: dict[str, LegoSet] = {}
        self.skipped: list[str] = []

    def load(self) -> "Audit":
        with self.path.open(newline="") as fh:
            rows = (r for r in csv.reader(fh) if r and not r[0].startswith("#"))
            next(rows)  # header
            for lineno, row in enumerate(rows, start=2):
                try:
                    part = PartLine.from_row(row)
                except BadRow as exc:
                    self.skipped.append(f"row {lineno}: {exc}")
                    continue
                lego_set = self.sets.setdefault(row[0], LegoSet(row[0], row[1]))
                lego_set.add(part)
        return self

    def __iter__(self):
        return iter(sorted(self.sets.values(), key=lambda s: (-s.completeness, s.number)))

    def report(self) -> str:
        lines = [f"LEGO completeness audit: {self.path.name}", "-" * 64]
        lines += [str(s) for s in self]
        surplus = sum(p.surplus for s in self.sets.values() for p in s.parts)
        lines.append("-" * 64)
        lines.append(f"surplus bricks found: {surplus}")
        for msg in self.skipped:
            lines.append(f"skipped {msg}")
        summary = {
            "sets": len(self.sets),
            "complete": sum(s.is_complete for s in self.sets.values()),
            "missing_pieces": sum(s.missing for s in self.sets.values()),
            "replacement_cost_gbp": round(sum(s.cost for s in self.sets.values()) / 100, 2),
            "skipped": len(self.skipped),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/lego_audit.csv")
    print(Audit(path).load().report())
