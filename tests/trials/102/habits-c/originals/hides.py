#!/usr/bin/env python3
"""Tannery intake report: grades hides by supplier and values each lot."""
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field

PRICE_PER_KG = {"A": 3.20, "B": 2.45, "C": 1.10}
DEFECT_PENALTY = 0.04  # each defect knocks 4% off, capped at 40%


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Hide:
    lot: str
    supplier: str
    date: str
    species: str
    weight: float
    grade: str
    defects: int

    @classmethod
    def parse(cls, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        lot, supplier, date, species, weight, grade, defects = parts
        try:
            weight, defects = float(weight), int(defects)
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if weight <= 0:
            raise BadLine(f"weight must be positive, got {weight}")
        if grade not in PRICE_PER_KG:
            raise BadLine(f"unknown grade {grade!r}")
        return cls(lot, supplier, date, species, weight, grade, defects)

    @property
    def penalty(self):
        return min(self.defects * DEFECT_PENALTY, 0.40)

    @property
    def value(self):
        return round(self.weight * PRICE_PER_KG[self.grade] * (1 - self.penalty), 2)

    def __str__(self):
        return (f"{self.lot:<5} {self.species:<6} {self.weight:>6.1f} kg  "
                f"grade {self.grade}  defects {self.defects:>2}  £{self.value:>7.2f}")


@dataclass
class Supplier:
    name: str
    hides: list = field(default_factory=list)

    def add(self, hide):
        self.hides.append(hide)

    def __len__(self):
        return len(self.hides)

    def __lt__(self, other):
        return self.total < other.total

    @property
    def total(self):
        return round(sum(h.value for h in self.hides), 2)

    @property
    def weight(self):
        return sum(h.weight for h in self.hides)

    @property
    def grade_a_share(self):
        return sum(h.grade == "A" for h in self.hides) / len(self) if self.hides else 0.0


class Intake:
    def __init__(self):
        self.suppliers = defaultdict(lambda: None)
        self.rejected = []

    @classmethod
    def from_text(cls, text):
        intake = cls()
        for no, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                hide = Hide.parse(line)
            except BadLine as err:
                intake.rejected.append((no, str(err)))
                continue
            if intake.suppliers[hide.supplier] is None:
                intake.suppliers[hide.supplier] = Supplier(hide.supplier)
            intake.suppliers[hide.supplier].add(hide)
        return intake

    def __iter__(self):
        return iter(sorted(self.suppliers.values(), reverse=True))

    def __len__(self):
        return sum(len(s) for s in self.suppliers.values())

    def report(self):
        lines = ["TANNERY INTAKE REPORT", "=" * 21]
        for sup in self:
            lines.append(f"\n{sup.name} ({len(sup)} lots, {sup.weight:.1f} kg, "
                         f"{sup.grade_a_share:.0%} grade A)")
            lines.extend(f"  {h}" for h in sorted(sup.hides, key=lambda h: h.lot))
            lines.append(f"  {'subtotal':>40} £{sup.total:>7.2f}")
        for no, why in self.rejected:
            lines.append(f"skipped line {no}: {why}")
        total = round(sum(s.total for s in self.suppliers.values()), 2)
        best = max(self, default=None)
        summary = {"lots": len(self), "rejected": len(self.rejected),
                   "total_value": total, "top_supplier": best.name if best else None}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main(path="root/hides.csv"):
    with open(path, encoding="utf-8") as fh:
        print(Intake.from_text(fh.read()).report())


if __name__ == "__main__":
    main(*sys.argv[1:])
