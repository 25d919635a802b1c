#!/usr/bin/env python3
"""Knife-sharpening service: weekly order report per customer."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

PRICES = {"chef_knife": 6.50, "serrated": 8.00, "cleaver": 9.25, "scissors": 5.00}
RUSH_SURCHARGE = 0.25


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Order:
    date: str
    customer: str
    item: str
    count: int
    rush: bool

    @classmethod
    def parse(cls, line: str) -> "Order":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        date, customer, item, count, rush = parts
        if item not in PRICES:
            raise BadLine(f"unknown item {item!r}")
        try:
            n = int(count)
        except ValueError:
            raise BadLine(f"bad count {count!r}") from None
        if n <= 0:
            raise BadLine(f"count must be positive, got {n}")
        return cls(date, customer, item, n, rush == "yes")

    @property
    def price(self) -> float:
        base = PRICES[self.item] * self.count
        return base * (1 + RUSH_SURCHARGE) if self.rush else base


@dataclass
class Account:
    name: str
    orders: list[Order] = field(default_factory=list)

    def add(self, order: Order) -> None:
        self.orders.append(order)

    @property
    def blades(self) -> int:
        return sum(o.count for o in self.orders)

    @property
    def total(self) -> float:
        return sum(o.price for o in self.orders)

    def __lt__(self, other: "Account") -> bool:
        return (-self.total, self.name) < (-other.total, other.name)

    def __str__(self) -> str:
        return f"{self.name:<20} {len(self.orders):>3} {self.blades:>5} {self.total:>9.2f}"


class Ledger:
    def __init__(self) -> None:
        self.accounts: dict[str, Account] = {}
        self.skipped: list[tuple[int, str]] = []

    def __len__(self) -> int:
        return sum(len(a.orders) for a in self.accounts.values())

    def load(self, text: str) -> "Ledger":
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                order = Order.parse(line)
            except BadLine as exc:
                self.skipped.append((lineno, str(exc)))
                continue
            self.accounts.setdefault(order.customer, Account(order.customer)).add(order)
        return self

    def by_item(self) -> dict[str, int]:
        counts: dict[str, int] = defaultdict(int)
        for acc in self.accounts.values():
            for o in acc.orders:
                counts[o.item] += o.count
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))

    def report(self) -> str:
        out = [f"{'customer':<20} {'ord':>3} {'blades':>5} {'total':>9}"]
        out += [str(acc) for acc in sorted(self.accounts.values())]
        out.append("")
        out += [f"  {item:<12} {n:>4}" for item, n in self.by_item().items()]
        out += [f"skipped line {n}: {why}" for n, why in self.skipped]
        revenue = round(sum(a.total for a in self.accounts.values()), 2)
        rush = sum(o.rush for a in self.accounts.values() for o in a.orders)
        summary = {"orders": len(self), "customers": len(self.accounts),
                   "revenue": revenue, "rush_orders": rush, "skipped": len(self.skipped)}
        out.append(json.dumps(summary))
        return "\n".join(out)


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "sharpening.csv"
    print(Ledger().load(path.read_text()).report())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
