"""Ropewalk cordage order report (object-oriented version)."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path("ropewalk_orders.csv")
NATURAL_FIBRES = {"manila", "hemp", "sisal", "cotton", "jute"}


class BadLine(ValueError):
    """Raised when an order line cannot be parsed."""


@dataclass(frozen=True)
class Order:
    order_id: str
    customer: str
    fibre: str
    length_m: float
    diameter_mm: int
    unit_price: float

    @classmethod
    def from_line(cls, line: str) -> "Order":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        oid, customer, fibre, length, diameter, price = parts
        try:
            order = cls(oid, customer, fibre.lower(), float(length), int(diameter), float(price))
        except ValueError as exc:
            raise BadLine(str(exc)) from None
        if order.length_m <= 0:
            raise BadLine(f"length must be positive: {order.length_m}")
        return order

    @property
    def total(self) -> float:
        return round(self.length_m * self.unit_price, 2)

    @property
    def is_natural(self) -> bool:
        return self.fibre in NATURAL_FIBRES

    @property
    def is_heavy(self) -> bool:
        return self.diameter_mm >= 24

    def __str__(self) -> str:
        tag = " heavy" if self.is_heavy else ""
        return (f"{self.order_id:<6} {self.customer:<20} {self.fibre:<10} "
                f"{self.length_m:>6.0f} m  {self.diameter_mm:>2} mm  £{self.total:>8.2f}{tag}")


@dataclass
class OrderBook:
    orders: list[Order] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, path: Path) -> "OrderBook":
        book = cls()
        for lineno, raw in enumerate(path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("order_id"):
                continue
            try:
                book.orders.append(Order.from_line(line))
            except BadLine as exc:
                book.rejected.append((lineno, str(exc)))
        return book

    def __len__(self) -> int:
        return len(self.orders)

    def __iter__(self):
        return iter(sorted(self.orders, key=lambda o: o.total, reverse=True))

    @property
    def revenue(self) -> float:
        return round(sum(o.total for o in self.orders), 2)

    @property
    def metres(self) -> float:
        return sum(o.length_m for o in self.orders)

    def by_customer(self) -> dict[str, float]:
        totals: dict[str, float] = defaultdict(float)
        for order in self.orders:
            totals[order.customer] += order.total
        return dict(sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])))


def main() -> None:
    book = OrderBook.load(DATA)
    print("ROPEWALK ORDER REPORT")
    print("=" * 21)
    for order in book:
        print(order)
    print()
    print("By customer:")
    for customer, total in book.by_customer().items():
        print(f"  {customer:<20} £{total:>9.2f}")
    natural = sum(1 for o in book.orders if o.is_natural)
    print(f"Natural fibre orders: {natural}/{len(book)}")
    for lineno, reason in book.rejected:
        print(f"skipped line {lineno}: {reason}")
    top = next(iter(book.by_customer()), None)
    summary = {"orders": len(book), "rejected": len(book.rejected), "metres": book.metres,
               "revenue": book.revenue, "top_customer": top}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
