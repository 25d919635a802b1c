#!/usr/bin/env python3
"""Report on fountain-pen nib grinding orders."""
import json
from collections import defaultdict
from dataclasses import dataclass, field

NIB_SIZES = ("EF", "F", "M", "B", "BB")
STATUSES = {"done", "pending", "cancelled"}


class OrderError(ValueError):
    pass


@dataclass(frozen=True)
class Order:
    order_id: str
    customer: str
    nib: str
    grind: str
    price: float
    minutes: int
    status: str

    @classmethod
    def from_line(cls, line: str) -> "Order":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise OrderError(f"expected 7 fields, got {len(parts)}")
        oid, customer, nib, grind, price, minutes, status = parts
        if nib not in NIB_SIZES:
            raise OrderError(f"unknown nib size {nib!r}")
        if status not in STATUSES:
            raise OrderError(f"unknown status {status!r}")
        try:
            price_f = float(price)
            minutes_i = int(minutes)
        except ValueError as exc:
            raise OrderError(f"bad number: {exc}") from None
        if price_f <= 0:
            raise OrderError(f"price must be positive, got {price_f}")
        return cls(oid, customer, nib, grind, price_f, minutes_i, status)

    @property
    def hourly_rate(self) -> float:
        return self.price / (self.minutes / 60)

    @property
    def billable(self) -> bool:
        return self.status == "done"


@dataclass
class Workbench:
    orders: list[Order] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, path: str) -> "Workbench":
        bench = cls()
        with open(path, encoding="utf-8") as fh:
            for lineno, raw in enumerate(fh, start=1):
                line = raw.strip()
                if not line or line.startswith("#"):
                    continue
                try:
                    bench.orders.append(Order.from_line(line))
                except OrderError as exc:
                    bench.rejected.append((lineno, str(exc)))
        return bench

    def __len__(self) -> int:
        return len(self.orders)

    def __iter__(self):
        return iter(self.orders)

    @property
    def billable(self) -> list[Order]:
        return [o for o in self if o.billable]

    @property
    def revenue(self) -> float:
        return sum(o.price for o in self.billable)

    def by_grind(self) -> dict[str, list[Order]]:
        groups: dict[str, list[Order]] = defaultdict(list)
        for order in self.billable:
            groups[order.grind].append(order)
        return dict(sorted(groups.items()))

    def top_customer(self) -> tuple[str, float]:
        spend: dict[str, float] = defaultdict(float)
        for order in self.billable:
            spend[order.customer] += order.price
        return max(spend.items(), key=lambda kv: (kv[1], kv[0]))


def main() -> None:
    bench = Workbench.load("root/nib_orders.csv")
    print("Nib grinding report")
    print("=" * 40)
    for grind, orders in bench.by_grind().items():
        total = sum(o.price for o in orders)
        avg_rate = sum(o.hourly_rate for o in orders) / len(orders)
        print(f"{grind:<16} {len(orders):>2} jobs  £{total:>7.2f}  £{avg_rate:6.2f}/h")
    print("-" * 40)
    pending = sum(1 for o in bench if o.status == "pending")
    print(f"Orders read: {len(bench)}, billable: {len(bench.billable)}, pending: {pending}")
    for lineno, reason in bench.rejected:
        print(f"  skipped line {lineno}: {reason}")
    name, spent = bench.top_customer()
    print(f"Top customer: {name} (£{spent:.2f})")
    summary = {
        "orders": len(bench),
        "billable": len(bench.billable),
        "revenue": round(bench.revenue, 2),
        "rejected": len(bench.rejected),
        "top_customer": name,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
