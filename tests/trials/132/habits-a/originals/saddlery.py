#!/usr/bin/env python3
"""Saddlery workshop: summarise an order book of stitched leather goods."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

OVERHEAD_PER_HOUR = 22.0


@dataclass(frozen=True)
class Order:
    order_id: str
    customer: str
    item: str
    leather: str
    hours: float
    price: float

    @property
    def margin(self) -> float:
        return self.price - self.hours * OVERHEAD_PER_HOUR

    @property
    def rate(self) -> float:
        return self.price / self.hours if self.hours else 0.0


class BadLine(ValueError):
    pass


def parse_line(line: str, line_no: int) -> Order:
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        raise BadLine(f"line {line_no}: expected 6 fields, got {len(fields)}")
    order_id, customer, item, leather, hours_raw, price_raw = fields
    try:
        hours, price = float(hours_raw), float(price_raw)
    except ValueError:
        raise BadLine(f"line {line_no}: not a number in {line!r}") from None
    if price <= 0:
        raise BadLine(f"line {line_no}: price must be positive, got {price:g}")
    return Order(order_id, customer, item, leather, hours, price)


def load(text: str):
    orders, problems = [], []
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            orders.append(parse_line(line, line_no))
        except BadLine as exc:
            problems.append(str(exc))
    return orders, problems


def report(text: str) -> str:
    orders, problems = load(text)
    lines = [f"Saddlery order book: {len(orders)} orders", ""]

    by_item = defaultdict(list)
    for order in orders:
        by_item[order.item].append(order)

    lines.append(f"{'Item':<18}{'Qty':>4}{'Hours':>8}{'Revenue':>10}{'Margin':>10}")
    for item, group in sorted(by_item.items()):
        hours = sum(o.hours for o in group)
        revenue = sum(o.price for o in group)
        margin = sum(o.margin for o in group)
        lines.append(f"{item:<18}{len(group):>4}{hours:>8.2f}{revenue:>10,.2f}{margin:>10,.2f}")

    leather_use = Counter(o.leather for o in orders)
    lines.append("")
    lines.append("Leather: " + ", ".join(f"{name} x{n}" for name, n in leather_use.most_common()))

    spend = Counter()
    for o in orders:
        spend[o.customer] += o.price
    top_customer, top_spend = spend.most_common(1)[0]
    lines.append(f"Top customer: {top_customer} ({top_spend:,.2f})")

    best = max(orders, key=lambda o: o.rate)
    lines.append(f"Best hourly rate: {best.order_id} {best.item} at {best.rate:.1f}/h")

    if problems:
        lines.append(f"Skipped {len(problems)} bad lines:")
        lines.extend(f"  - {p}" for p in problems)

    summary = {
        "orders": len(orders),
        "skipped": len(problems),
        "hours": round(sum(o.hours for o in orders), 2),
        "revenue": round(sum(o.price for o in orders), 2),
        "top_customer": top_customer,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1] if len(argv) > 1 else "root/saddlery_orders.txt")
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
