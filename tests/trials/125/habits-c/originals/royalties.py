#!/usr/bin/env python3
"""Quarterly royalty statement for a small sheet-music publisher."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

EDITIONS = {"print", "digital", "rental"}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Sale:
    composer: str
    title: str
    edition: str
    copies: int
    unit_price: float
    royalty_pct: float

    @classmethod
    def parse(cls, line: str) -> "Sale":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        composer, title, edition, copies, price, pct = parts
        if edition not in EDITIONS:
            raise BadLine(f"unknown edition {edition!r}")
        try:
            n, p, r = int(copies), float(price), float(pct)
        except ValueError as exc:
            raise BadLine(f"bad number: {exc}") from None
        if n < 0:
            raise BadLine(f"negative copies {n}")
        return cls(composer, title, edition, n, p, r)

    @property
    def gross(self) -> float:
        return self.copies * self.unit_price

    @property
    def royalty(self) -> float:
        return self.gross * self.royalty_pct / 100


@dataclass
class Composer:
    name: str
    sales: list[Sale] = field(default_factory=list)

    def add(self, sale: Sale) -> None:
        self.sales.append(sale)

    @property
    def gross(self) -> float:
        return sum(s.gross for s in self.sales)

    @property
    def royalty(self) -> float:
        return sum(s.royalty for s in self.sales)

    @property
    def copies(self) -> int:
        return sum(s.copies for s in self.sales)

    def __lt__(self, other: "Composer") -> bool:
        return (-self.royalty, self.name) < (-other.royalty, other.name)

    def __str__(self) -> str:
        return (f"{self.name:<14} {len(self.sales):>3} lines {self.copies:>5} copies "
                f"gross {self.gross:>9.2f}  royalty {self.royalty:>8.2f}")


class Statement:
    def __init__(self) -> None:
        self.composers: dict[str, Composer] = {}
        self.errors: list[str] = []
        self.by_edition: dict[str, float] = defaultdict(float)

    def load(self, text: str) -> "Statement":
        lines = text.splitlines()
        for no, line in enumerate(lines, 1):
            if not line.strip() or line.startswith("#") or line.startswith("composer,"):
                continue
            try:
                sale = Sale.parse(line)
            except BadLine as exc:
                self.errors.append(f"line {no}: {exc}")
                continue
            self.composers.setdefault(sale.composer, Composer(sale.composer)).add(sale)
            self.by_edition[sale.edition] += sale.royalty
        return self

    def __len__(self) -> int:
        return sum(len(c.sales) for c in self.composers.values())

    def report(self) -> str:
        out = ["ROYALTY STATEMENT", "=" * 17]
        out += [str(c) for c in sorted(self.composers.values())]
        out.append("")
        out.append("By edition:")
        for ed in sorted(self.by_edition):
            out.append(f"  {ed:<8} {self.by_edition[ed]:>8.2f}")
        if self.errors:
            out.append(f"Skipped {len(self.errors)} bad lines:")
            out += [f"  {e}" for e in self.errors]
        total = round(sum(c.royalty for c in self.composers.values()), 2)
        top = min(self.composers.values()).name if self.composers else None
        summary = {"lines": len(self), "skipped": len(self.errors),
                   "composers": len(self.composers), "royalty_total": total, "top": top}
        out.append(json.dumps(summary))
        return "\n".join(out)


def main(path: str = "root/royalties.csv") -> None:
    text = Path(path).read_text()
    print(Statement().load(text).report())


if __name__ == "__main__":
    main(*sys.argv[1:])
