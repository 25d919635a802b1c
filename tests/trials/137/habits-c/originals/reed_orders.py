"""Bagpipe reed maker: order book report."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable

GRADE_SURCHARGE = {"A": 1.15, "B": 1.0, "C": 0.9}
VALID_STATUSES = {"shipped", "pending", "cancelled"}


class OrderError(ValueError):
    pass


@dataclass(frozen=True)
class ReedOrder:
    order_id: str
    customer: str
    reed_type: str
    grade: str
    qty: int
    unit_price: float
    status: str

    @classmethod
    def from_csv(cls, line: str) -> "ReedOrder":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise OrderError(f"expected 7 fields, got {len(parts)}")
        oid, customer, reed_type, grade, qty, price, status = parts
        if grade not in GRADE_SURCHARGE:
            raise OrderError(f"unknown cane grade {grade!r}")
        if status not in VALID_STATUSES:
            raise OrderError(f"unknown status {status!r}")
        try:
            qty_n = int(qty)
            price_f = float(price)
        except ValueError as exc:
            raise OrderError(f"bad number: {exc}") from None
        if qty_n <= 0:
            raise OrderError(f"quantity must be positive, got {qty_n}")
        return cls(oid, customer, reed_type, grade, qty_n, price_f, status)

    @property
    def value(self) -> float:
        return round(self.qty * self.unit_price * GRADE_SURCHARGE[self.grade], 2)

    @property
    def is_live(self) -> bool:
        return self.status != "cancelled"


@dataclass
class OrderBook:
    orders: list[ReedOrder] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def parse(cls, lines: Iterable[str]) -> "OrderBook":
        book = cls()
        for lineno, line in enumerate(lines, start=1):
            if lineno == 1 or not line.strip():
                continue
            try:
                book.orders.append(ReedOrder.from_csv(line))
            except OrderError as exc:
                book.rejected.append((lineno, str(exc)))
        return book

    def __len__(self) -> int:
        return len(self.orders)

    def __iter__(self):
        return iter(o for o in self.orders if o.is_live)

    @property
    def revenue(self) -> float:
        return round(sum(o.value for o in self), 2)

    def by_customer(self) -> dict[str, float]:
        totals: dict[str, float] = defaultdict(float)
        for order in self:
            totals[order.customer] += order.value
        return dict(sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])))

    def reeds_by_type(self) -> dict[str, int]:
        counts: dict[str, int] = defaultdict(int)
        for order in self:
            counts[order.reed_type] += order.qty
        return dict(sorted(counts.items()))


def main(path: str = "root/reed_orders.csv") -> None:
    with open(path, encoding="utf-8") as fh:
        book = OrderBook.parse(fh.read().splitlines())
    print("Reed order book")
    print("=" * 40)
    for customer, total in book.by_customer().items():
        print(f"{customer:<28}{total:>10.2f}")
    print("-" * 40)
    for reed_type, n in book.reeds_by_type().items():
        print(f"{reed_type:<28}{n:>10d}")
    for lineno, reason in book.rejected:
        print(f"skipped line {lineno}: {reason}")
    summary = {"orders": len(book), "live": sum(1 for _ in book),
               "rejected": len(book.rejected), "revenue": book.revenue}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
