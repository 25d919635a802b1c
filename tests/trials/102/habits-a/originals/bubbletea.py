#!/usr/bin/env python3
"""Daily report for a bubble tea shop's order log."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

SIZES = {"S", "M", "L"}
CHANNELS = ("counter", "app", "delivery")
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "bubble_tea_orders.txt"


class BadLine(ValueError):
    pass


@dataclass
class Order:
    time: str
    drink: str
    size: str
    toppings: list = field(default_factory=list)
    sugar: int = 100
    price: float = 0.0
    channel: str = "counter"

    @property
    def hour(self):
        return int(self.time.split(":")[0])

    @classmethod
    def parse(cls, line):
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        time, drink, size, toppings, sugar, price, channel = parts
        if size not in SIZES:
            raise BadLine(f"unknown size {size!r}")
        try:
            sugar, price = int(sugar), float(price)
        except ValueError as exc:
            raise BadLine(f"bad number: {exc}") from None
        if not 0 <= sugar <= 100:
            raise BadLine(f"sugar {sugar}% out of range")
        if channel not in CHANNELS:
            raise BadLine(f"unknown channel {channel!r}")
        tops = [t.strip() for t in toppings.split("+") if t.strip()]
        return cls(time, drink, size, tops, sugar, price, channel)


def load(text):
    orders, skipped = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            orders.append(Order.parse(line))
        except BadLine as exc:
            skipped.append((lineno, str(exc)))
    return orders, skipped


def report(text):
    orders, skipped = load(text)
    revenue = sum(o.price for o in orders)
    by_drink = defaultdict(lambda: [0, 0.0])
    for o in orders:
        by_drink[o.drink][0] += 1
        by_drink[o.drink][1] += o.price
    toppings = Counter(t for o in orders for t in o.toppings)
    channels = Counter(o.channel for o in orders)
    per_hour = Counter(o.hour for o in orders)
    avg_sugar = sum(o.sugar for o in orders) / len(orders) if orders else 0

    lines = ["BUBBLE TEA DAILY REPORT", "=" * 44]
    lines.append(f"{'drink':<18}{'cups':>5}{'revenue':>10}{'share':>9}")
    for drink, (cups, money) in sorted(by_drink.items(), key=lambda kv: (-kv[1][1], kv[0])):
        lines.append(f"{drink:<18}{cups:>5}{money:>10.2f}{money / revenue:>9.1%}")
    lines.append("-" * 44)
    lines.append(f"{'total':<18}{len(orders):>5}{revenue:>10.2f}")
    lines.append("")
    lines.append("Channels: " + ", ".join(f"{c} {channels[c]}" for c in CHANNELS))
    top3 = ", ".join(f"{name} x{n}" for name, n in toppings.most_common(3))
    lines.append(f"Top toppings: {top3}")
    busiest, busy_n = max(per_hour.items(), key=lambda kv: (kv[1], -kv[0]))
    lines.append(f"Busiest hour: {busiest:02d}:00 ({busy_n} orders)")
    lines.append(f"Average sugar: {avg_sugar:.0f}%  |  average ticket: {revenue / len(orders):.2f}")
    for lineno, reason in skipped:
        lines.append(f"skipped line {lineno}: {reason}")
    summary = {
        "orders": len(orders),
        "skipped": len(skipped),
        "revenue": round(revenue, 2),
        "topDrink": max(by_drink, key=lambda d: by_drink[d][1]),
        "noTopping": sum(1 for o in orders if not o.toppings),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
