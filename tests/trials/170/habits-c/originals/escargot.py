#!/usr/bin/env python3
"""Escargot farm: grade report for harvested snail batches."""
import json
from collections import defaultdict
from dataclasses import dataclass, field

DATA_FILE = "root/escargot_batches.csv"
GRADE_PRICE = {"A": 0.42, "B": 0.31, "C": 0.18}  # euro per snail


class BadRecord(ValueError):
    pass


@dataclass
class Batch:
    batch_id: str
    pen: str
    species: str
    count: int
    weight_g: float
    grade: str

    @classmethod
    def from_line(cls, line: str) -> "Batch":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadRecord(f"expected 6 fields, got {len(parts)}")
        batch_id, pen, species, count, weight, grade = parts
        try:
            count_i = int(count)
            weight_f = float(weight)
        except ValueError as exc:
            raise BadRecord(f"bad number: {exc}") from None
        if count_i <= 0:
            raise BadRecord(f"count must be positive, got {count_i}")
        if grade not in GRADE_PRICE:
            raise BadRecord(f"unknown grade {grade!r}")
        return cls(batch_id, pen, species, count_i, weight_f, grade)

    @property
    def mean_weight(self) -> float:
        return self.weight_g / self.count

    @property
    def value(self) -> float:
        return self.count * GRADE_PRICE[self.grade]

    def __str__(self) -> str:
        return (f"{self.batch_id:<5} {self.pen:<6} {self.species:<14} "
                f"{self.count:>4} {self.mean_weight:>6.2f}g  {self.grade}  €{self.value:>6.2f}")


@dataclass
class Harvest:
    batches: list = field(default_factory=list)
    rejected: list = field(default_factory=list)

    @classmethod
    def load(cls, path: str) -> "Harvest":
        harvest = cls()
        with open(path, encoding="utf-8") as fh:
            for lineno, raw in enumerate(fh, start=1):
                line = raw.strip()
                if not line or line.startswith("#"):
                    continue
                try:
                    harvest.batches.append(Batch.from_line(line))
                except BadRecord as err:
                    harvest.rejected.append((lineno, str(err)))
        return harvest

    def __len__(self) -> int:
        return len(self.batches)

    def __iter__(self):
        return iter(sorted(self.batches, key=lambda b: (b.pen, b.batch_id)))

    @property
    def total_snails(self) -> int:
        return sum(b.count for b in self.batches)

    @property
    def total_value(self) -> float:
        return sum(b.value for b in self.batches)

    def by_pen(self) -> dict:
        pens = defaultdict(lambda: {"snails": 0, "value": 0.0})
        for b in self.batches:
            pens[b.pen]["snails"] += b.count
            pens[b.pen]["value"] += b.value
        return dict(sorted(pens.items()))


def main() -> None:
    harvest = Harvest.load(DATA_FILE)
    print("Escargot harvest report")
    print("=" * 52)
    for batch in harvest:
        print(batch)
    print("-" * 52)
    for pen, stats in harvest.by_pen().items():
        print(f"{pen:<6} {stats['snails']:>5} snails  €{stats['value']:>7.2f}")
    for lineno, reason in harvest.rejected:
        print(f"skipped line {lineno}: {reason}")
    best = max(harvest, key=lambda b: b.mean_weight)
    summary = {"batches": len(harvest), "rejected": len(harvest.rejected),
               "snails": harvest.total_snails, "value": round(harvest.total_value, 2),
               "heaviest": best.batch_id}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
