#!/usr/bin/env python3
"""Pick-your-own fruit farm: Saturday weigh-out till report."""
from __future__ import annotations

import csv
import json
from collections import defaultdict
from dataclasses import dataclass, field

DATA_FILE = "weighouts.csv"
REQUIRED = ("ticket", "picker", "fruit", "grams", "price_per_kg", "punnets")


class BadLine(ValueError):
    pass


@dataclass(frozen=True, order=True)
class WeighOut:
    grams: int
    ticket: str = field(compare=False)
    picker: str = field(compare=False)
    fruit: str = field(compare=False)
    price_per_kg: float = field(compare=False)
    punnets: int = field(compare=False)

    @classmethod
    def from_row(cls, row: dict[str, str]) -> "WeighOut":
        missing = [k for k in REQUIRED if not (row.get(k) or "").strip()]
        if missing:
            raise BadLine(f"missing {', '.join(missing)}")
        try:
            grams = int(row["grams"])
            price = float(row["price_per_kg"])
            punnets = int(row["punnets"])
        except ValueError as exc:
            raise BadLine(f"not a number ({exc})") from None
        if grams <= 0:
            raise BadLine(f"grams must be positive, got {grams}")
        return cls(grams, row["ticket"], row["picker"], row["fruit"], price, punnets)

    @property
    def kg(self) -> float:
        return self.grams / 1000

    @property
    def amount(self) -> float:
        return round(self.kg * self.price_per_kg, 2)

    def __str__(self) -> str:
        return f"{self.ticket} {self.fruit:<12} {self.kg:6.2f} kg  £{self.amount:7.2f}"


class Till:
    def __init__(self) -> None:
        self.sales: list[WeighOut] = []
        self.rejected: list[tuple[int, str]] = []

    def __len__(self) -> int:
        return len(self.sales)

    def __iter__(self):
        return iter(self.sales)

    def load(self, lines) -> "Till":
        body = (ln for ln in lines if not ln.startswith("#"))
        reader = csv.DictReader(body)
        for lineno, row in enumerate(reader, start=3):
            try:
                self.sales.append(WeighOut.from_row(row))
            except BadLine as err:
                self.rejected.append((lineno, str(err)))
        return self

    @property
    def takings(self) -> float:
        return round(sum(s.amount for s in self), 2)

    @property
    def total_kg(self) -> float:
        return sum(s.kg for s in self)

    def by_fruit(self) -> dict[str, tuple[float, float]]:
        acc: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
        for s in self:
            acc[s.fruit][0] += s.kg
            acc[s.fruit][1] += s.amount
        return {k: (kg, amt) for k, (kg, amt) in sorted(acc.items(), key=lambda kv: -kv[1][1])}

    def report(self) -> str:
        out = [f"Weigh-out till: {len(self)} sales, {len(self.rejected)} rejected", ""]
        out.append(f"{'fruit':<12} {'kg':>7} {'takings':>9}")
        for fruit, (kg, amt) in self.by_fruit().items():
            out.append(f"{fruit:<12} {kg:7.2f} {amt:9.2f}")
        out.append("")
        out.append("Heaviest three:")
        out.extend(f"  {s}" for s in sorted(self, reverse=True)[:3])
        if self.rejected:
            out.append("")
            out.append("Rejected lines:")
            out.extend(f"  line {n}: {why}" for n, why in self.rejected)
        summary = {
            "sales": len(self),
            "rejected": len(self.rejected),
            "kg": round(self.total_kg, 2),
            "takings": self.takings,
            "top_fruit": next(iter(self.by_fruit()), None),
        }
        out.append("")
        out.append(json.dumps(summary))
        return "\n".join(out)


def main() -> None:
    with open(DATA_FILE, newline="") as fh:
        till = Till().load(fh)
    print(till.report())


if __name__ == "__main__":
    main()
