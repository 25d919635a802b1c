"""Blacksmith forge: price a batch of commissions and report per client."""
import json
from dataclasses import dataclass, field

METAL_RATES = {"iron": 4.0, "steel": 6.5, "brass": 11.0, "damascus": 38.0}


class OrderError(Exception):
    """Raised when an order line cannot be priced."""

    def __init__(self, order_id, reason):
        super().__init__(f"{order_id}: {reason}")
        self.order_id = order_id
        self.reason = reason


@dataclass
class Commission:
    order_id: str
    client: str
    item: str
    metal: str
    weight_kg: float
    hours: float

    HOURLY = 28.0

    @classmethod
    def from_line(cls, line):
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 7:
            raise OrderError(parts[0] or "?", "wrong field count")
        oid, client, item, metal, weight, hours, rush = parts
        kind = RushCommission if rush == "yes" else cls
        return kind(oid, client, item, metal, float(weight), float(hours))

    @staticmethod
    def round_price(value):
        return round(value * 2) / 2

    @property
    def material_cost(self):
        if self.metal not in METAL_RATES:
            raise OrderError(self.order_id, f"unknown metal '{self.metal}'")
        if self.weight_kg <= 0:
            raise OrderError(self.order_id, f"bad weight {self.weight_kg}")
        return self.weight_kg * METAL_RATES[self.metal]

    @property
    def price(self):
        return self.round_price(self.material_cost + self.hours * self.HOURLY)

    def __str__(self):
        return f"{self.order_id} {self.item:<16} {self.metal:<9} {self.price:>8.2f}"


class RushCommission(Commission):
    SURCHARGE = 0.25

    @property
    def price(self):
        return self.round_price(super().price * (1 + self.SURCHARGE))

    def __str__(self):
        return super().__str__() + "  RUSH"

    def __repr__(self):
        return f"RushCommission({self.order_id!r}, {self.client!r})"


@dataclass
class ClientBook:
    name: str
    orders: list = field(default_factory=list)

    @property
    def total(self):
        return sum(o.price for o in self.orders)

    def add(self, order):
        self.orders.append(order)


def build_report(path):
    books, rejected = {}, []
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                order = Commission.from_line(line)
                order.price  # validate now
            except OrderError as err:
                rejected.append(str(err))
                continue
            books.setdefault(order.client, ClientBook(order.client)).add(order)
    lines = ["FORGE COMMISSIONS", "=" * 40]
    for book in sorted(books.values(), key=lambda b: (-b.total, b.name)):
        lines.append(f"{book.name} ({len(book.orders)} orders, {book.total:.2f})")
        lines.extend(f"  {o}" for o in book.orders)
    rushes = [repr(o) for b in books.values() for o in b.orders if isinstance(o, RushCommission)]
    lines.append(f"Rush orders: {', '.join(rushes)}")
    lines.append(f"Rejected ({len(rejected)}):")
    lines.extend(f"  ! {r}" for r in rejected)
    grand = sum(b.total for b in books.values())
    summary = {"clients": len(books), "grand_total": grand, "rejected": len(rejected)}
    lines.append(json.dumps(summary, sort_keys=True))
    return "\n".join(lines)


if __name__ == "__main__":
    print(build_report("root/forge/orders.txt"))
