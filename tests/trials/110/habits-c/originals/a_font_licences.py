#!/usr/bin/env python3
"""Type foundry: font licence sales report (object-oriented)."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "font_licences.csv"
LICENCE_TYPES = {"desktop", "web", "app"}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Sale:
    date: str
    font: str
    licence: str
    seats: int
    unit_price: float

    @classmethod
    def from_line(cls, line: str) -> "Sale":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        date, font, licence, seats_s, price_s = parts
        if licence not in LICENCE_TYPES:
            raise BadLine(f"unknown licence {licence!r}")
        try:
            seats = int(seats_s)
            price = float(price_s)
        except ValueError as exc:
            raise BadLine(f"bad number: {exc}") from None
        if seats <= 0:
            raise BadLine(f"seats must be positive, got {seats}")
        return cls(date, font, licence, seats, price)

    @property
    def total(self) -> float:
        return self.seats * self.unit_price


@dataclass
class FontTally:
    font: str
    sales: list[Sale] = field(default_factory=list)

    def add(self, sale: Sale) -> None:
        self.sales.append(sale)

    @property
    def revenue(self) -> float:
        return sum(s.total for s in self.sales)

    @property
    def seats(self) -> int:
        return sum(s.seats for s in self.sales)

    def __lt__(self, other: "FontTally") -> bool:
        return (self.revenue, self.font) < (other.revenue, other.font)

    def __str__(self) -> str:
        return f"{self.font:<16}{len(self.sales):>4}{self.seats:>7}{self.revenue:>11.2f}"


class LicenceLedger:
    def __init__(self) -> None:
        self.fonts: dict[str, FontTally] = {}
        self.by_licence: dict[str, float] = defaultdict(float)
        self.errors: list[str] = []

    def load(self, text: str) -> "LicenceLedger":
        for n, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                sale = Sale.from_line(line)
            except BadLine as exc:
                self.errors.append(f"line {n}: {exc}")
                continue
            self.fonts.setdefault(sale.font, FontTally(sale.font)).add(sale)
            self.by_licence[sale.licence] += sale.total
        return self

    def __len__(self) -> int:
        return sum(len(t.sales) for t in self.fonts.values())

    @property
    def revenue(self) -> float:
        return sum(t.revenue for t in self.fonts.values())

    def report(self) -> str:
        out = ["FONT LICENCE SALES", "=" * 38,
               f"{'font':<16}{'n':>4}{'seats':>7}{'revenue':>11}"]
        ranked = sorted(self.fonts.values(), reverse=True)
        out += [str(t) for t in ranked]
        out.append("-" * 38)
        for lic, amount in sorted(self.by_licence.items()):
            share = amount / self.revenue * 100
            out.append(f"{lic:<10}{amount:>10.2f}  {share:5.1f}%")
        out += [f"skipped: {e}" for e in self.errors]
        summary = {
            "sales": len(self),
            "skipped": len(self.errors),
            "revenue": round(self.revenue, 2),
            "top_font": ranked[0].font if ranked else None,
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    print(LicenceLedger().load(DATA.read_text()).report())
