#!/usr/bin/env python3
"""Hand-pulled noodle bar: lunch service order report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from statistics import mean

MAX_SPICE = 5
SIZES = {"regular", "large"}


@dataclass
class Order:
    order_id: str
    time: str
    table: int
    dish: str
    size: str
    qty: int
    unit_price: float
    spice: int

    @property
    def total(self) -> float:
        return self.qty * self.unit_price

    @property
    def hour(self) -> str:
        return self.time.split(":")[0] + ":00"


def parse_line(line: str, line_no: int) -> Order:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 8:
        raise ValueError(f"line {line_no}: expected 8 fields, got {len(parts)}")
    order_id, time, table, dish, size, qty, price, spice = parts
    try:
        qty_n, spice_n = int(qty), int(spice)
        price_f = float(price)
    except ValueError:
        raise ValueError(f"line {line_no}: non-numeric value in {order_id}") from None
    if size not in SIZES:
        raise ValueError(f"line {line_no}: unknown size {size!r}")
    if not 0 <= spice_n <= MAX_SPICE:
        raise ValueError(f"line {line_no}: spice {spice_n} out of range 0-{MAX_SPICE}")
    return Order(order_id, time, int(table), dish, size, qty_n, price_f, spice_n)


def load(text: str):
    orders, errors = [], []
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            orders.append(parse_line(line, line_no))
        except ValueError as exc:
            errors.append(str(exc))
    return orders, errors


def build_report(text: str) -> str:
    orders, errors = load(text)
    bowls = Counter()
    takings = defaultdict(float)
    for o in orders:
        bowls[o.dish] += o.qty
        takings[o.dish] += o.total
    by_hour = Counter(o.hour for o in orders)
    large_share = sum(o.qty for o in orders if o.size == "large") / max(sum(bowls.values()), 1)
    avg_spice = mean(o.spice for o in orders) if orders else 0.0
    revenue = sum(takings.values())

    out = ["NOODLE BAR LUNCH SERVICE", "=" * 40]
    out.append(f"{'Dish':<14}{'Bowls':>6}{'Takings':>10}{'Share':>8}")
    for dish, count in bowls.most_common():
        share = takings[dish] / revenue if revenue else 0
        out.append(f"{dish:<14}{count:>6}{takings[dish]:>10.2f}{share:>8.1%}")
    out.append("-" * 40)
    out.append("Orders by hour: " + ", ".join(f"{h} {n}" for h, n in sorted(by_hour.items())))
    out.append(f"Large bowls: {large_share:.0%}   Average spice: {avg_spice:.2f}/{MAX_SPICE}")
    busiest = max(Counter(o.table for o in orders).items(), key=lambda kv: (kv[1], -kv[0]), default=(None, 0))
    out.append(f"Busiest table: {busiest[0]} ({busiest[1]} orders)")
    hot = [o.order_id for o in orders if o.spice >= 4]
    out.append(f"Extra-hot orders: {', '.join(hot) or 'none'}")
    if errors:
        out.append(f"Rejected {len(errors)} line(s):")
        out.extend(f"  * {e}" for e in errors)
    summary = {
        "orders": len(orders),
        "rejected": len(errors),
        "bowls": sum(bowls.values()),
        "revenue": round(revenue, 2),
        "top_dish": bowls.most_common(1)[0][0] if bowls else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = argv[1] if len(argv) > 1 else "root/noodle_orders.txt"
    with open(path, encoding="utf-8") as fh:
        print(build_report(fh.read()))


if __name__ == "__main__":
    main(sys.argv)
