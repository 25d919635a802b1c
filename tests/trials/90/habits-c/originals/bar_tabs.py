"""Cocktail bar: close out the night's tabs and report takings."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

HAPPY_HOUR_DISCOUNT = 0.25
SERVICE_RATE = 0.125


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Order:
    drink: str
    qty: int
    unit_price: float
    happy_hour: bool

    @classmethod
    def parse(cls, fields: list[str]) -> "Order":
        drink, qty, price, hh = fields
        try:
            qty_n, price_n = int(qty), float(price)
        except ValueError as exc:
            raise BadLine(f"not a number ({exc})") from None
        if qty_n <= 0 or price_n <= 0:
            raise BadLine("quantity and price must be positive")
        if hh not in ("Y", "N"):
            raise BadLine(f"happy_hour must be Y or N, got {hh!r}")
        return cls(drink.strip(), qty_n, price_n, hh == "Y")

    @property
    def total(self) -> float:
        factor = 1 - HAPPY_HOUR_DISCOUNT if self.happy_hour else 1
        return round(self.qty * self.unit_price * factor, 2)


@dataclass
class Tab:
    tab_id: str
    table: str
    orders: list[Order] = field(default_factory=list)

    def add(self, order: Order) -> None:
        self.orders.append(order)

    @property
    def subtotal(self) -> float:
        return round(sum(o.total for o in self.orders), 2)

    @property
    def service(self) -> float:
        return round(self.subtotal * SERVICE_RATE, 2)

    @property
    def grand_total(self) -> float:
        return round(self.subtotal + self.service, 2)

    @property
    def drinks(self) -> int:
        return sum(o.qty for o in self.orders)

    def __len__(self) -> int:
        return len(self.orders)

    def __lt__(self, other: "Tab") -> bool:
        return self.grand_total < other.grand_total

    def __str__(self) -> str:
        where = "bar" if self.table == "bar" else f"table {self.table}"
        return (f"{self.tab_id} ({where:>8}): {self.drinks:2d} drinks  "
                f"sub {self.subtotal:7.2f}  svc {self.service:6.2f}  "
                f"total {self.grand_total:7.2f}")


class Night:
    def __init__(self, path: Path):
        self.tabs: dict[str, Tab] = {}
        self.skipped: list[str] = []
        self._load(path.read_text().splitlines())

    def _load(self, lines: list[str]) -> None:
        for lineno, raw in enumerate(lines, start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            fields = [f.strip() for f in line.split(",")]
            if len(fields) != 6:
                self.skipped.append(f"line {lineno}: expected 6 fields, got {len(fields)}")
                continue
            tab_id, table, *rest = fields
            try:
                order = Order.parse(rest)
            except BadLine as exc:
                self.skipped.append(f"line {lineno}: {exc}")
                continue
            self.tabs.setdefault(tab_id, Tab(tab_id, table)).add(order)

    def __iter__(self):
        return iter(sorted(self.tabs.values(), reverse=True))

    @property
    def takings(self) -> float:
        return round(sum(t.grand_total for t in self.tabs.values()), 2)

    def popular(self) -> tuple[str, int]:
        counts = Counter()
        for tab in self.tabs.values():
            for o in tab.orders:
                counts[o.drink] += o.qty
        return counts.most_common(1)[0]


def main() -> None:
    night = Night(Path("root/bar_tabs.csv"))
    print("=== Tabs closed tonight (highest first) ===")
    for tab in night:
        print(f"  {tab}")
    if night.skipped:
        print(f"Skipped {len(night.skipped)} bad line(s):")
        for msg in night.skipped:
            print(f"  - {msg}")
    drink, qty = night.popular()
    print(f"Most poured: {drink} x{qty}")
    print(f"Takings: {night.takings:.2f}")
    summary = {"tabs": len(night.tabs), "drinks": sum(t.drinks for t in night.tabs.values()),
               "takings": night.takings, "top_drink": drink, "skipped": len(night.skipped)}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
