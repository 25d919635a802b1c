#!/usr/bin/env python3
"""Enamel pin studio: production report from the order sheet."""
import csv
import json
from collections import defaultdict
from dataclasses import dataclass, field

# plating cost per pin, by finish
FINISHES = {"gold": 0.35, "silver": 0.30, "black-nickel": 0.40, "copper": 0.32}
REJECT_ALERT = 0.05


@dataclass
class PinOrder:
    order_id: str
    customer: str
    finish: str
    quantity: int
    unit_price: float
    rejects: int = 0

    @classmethod
    def from_row(cls, row):
        if len(row) != 6:
            raise ValueError(f"expected 6 fields, got {len(row)}")
        order_id, customer, finish, qty, price, rejects = (c.strip() for c in row)
        if finish not in FINISHES:
            raise ValueError(f"unknown finish {finish!r}")
        quantity, rejects, unit_price = int(qty), int(rejects), float(price)
        if quantity <= 0 or not 0 <= rejects <= quantity:
            raise ValueError(f"bad quantity/rejects {quantity}/{rejects}")
        return cls(order_id, customer, finish, quantity, unit_price, rejects)

    @property
    def good(self):
        return self.quantity - self.rejects

    @property
    def revenue(self):
        return self.good * self.unit_price

    @property
    def plating_cost(self):
        return FINISHES[self.finish] * self.quantity

    @property
    def reject_rate(self):
        return self.rejects / self.quantity

    def __str__(self):
        flag = " !" if self.reject_rate > REJECT_ALERT else ""
        return (f"{self.order_id:<6} {self.customer:<20} {self.finish:<12} "
                f"{self.quantity:>5} {self.rejects:>4} {self.revenue:>9.2f}{flag}")


@dataclass
class Studio:
    name: str
    orders: list = field(default_factory=list)
    skipped: list = field(default_factory=list)

    @classmethod
    def load(cls, name, path):
        studio = cls(name)
        with open(path, newline="") as fh:
            reader = csv.reader(fh)
            next(reader)  # header
            for lineno, row in enumerate(reader, start=2):
                if not row or row[0].startswith("#"):
                    continue
                try:
                    studio.orders.append(PinOrder.from_row(row))
                except ValueError as exc:
                    studio.skipped.append((lineno, str(exc)))
        return studio

    def __len__(self):
        return len(self.orders)

    def __iter__(self):
        return iter(self.orders)

    @property
    def total_pins(self):
        return sum(o.quantity for o in self)

    @property
    def total_rejects(self):
        return sum(o.rejects for o in self)

    @property
    def revenue(self):
        return sum(o.revenue for o in self)

    @property
    def margin(self):
        return self.revenue - sum(o.plating_cost for o in self)

    def by_finish(self):
        totals = defaultdict(int)
        for o in self:
            totals[o.finish] += o.good
        return dict(sorted(totals.items(), key=lambda kv: -kv[1]))

    def worst(self):
        return max(self, key=lambda o: o.reject_rate)


def main():
    studio = Studio.load("Pinwheel Enamel Works", "root/pin_orders.csv")
    print(f"== {studio.name}: {len(studio)} orders ==")
    print(f"{'order':<6} {'customer':<20} {'finish':<12} {'qty':>5} {'rej':>4} {'revenue':>9}")
    for order in sorted(studio, key=lambda o: o.revenue, reverse=True):
        print(order)
    print()
    print("Good pins by finish:")
    for finish, count in studio.by_finish().items():
        print(f"  {finish:<12} {count:>5}")
    worst = studio.worst()
    print(f"Worst reject rate: {worst.order_id} ({worst.reject_rate:.1%})")
    for lineno, reason in studio.skipped:
        print(f"skipped line {lineno}: {reason}")
    summary = {
        "orders": len(studio),
        "pins": studio.total_pins,
        "rejects": studio.total_rejects,
        "revenue": round(studio.revenue, 2),
        "margin": round(studio.margin, 2),
        "skipped": len(studio.skipped),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
