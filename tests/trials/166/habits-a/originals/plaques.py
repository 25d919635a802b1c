#!/usr/bin/env python3
"""Memorial bench plaque orders: revenue and workload per park and metal."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

METALS = {"brass", "steel", "bronze"}
LONG_INSCRIPTION = 50


@dataclass
class Order:
    order_id: str
    park: str
    metal: str
    letters: int
    with_bench: bool
    price: float

    @property
    def price_per_letter(self):
        return self.price / self.letters if self.letters else 0.0


class BadLine(ValueError):
    pass


def parse(line_no, line):
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        raise BadLine(f"line {line_no}: expected 6 fields, got {len(fields)}")
    order_id, park, metal, letters, bench, price = fields
    if metal not in METALS:
        raise BadLine(f"line {line_no}: unknown metal {metal!r}")
    try:
        letters_n, price_v = int(letters), float(price)
    except ValueError as exc:
        raise BadLine(f"line {line_no}: {exc}") from None
    return Order(order_id, park, metal, letters_n, bench == "yes", price_v)


def load(text):
    orders, problems, seen = [], [], set()
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            order = parse(line_no, line)
        except BadLine as exc:
            problems.append(str(exc))
            continue
        if order.order_id in seen:
            problems.append(f"line {line_no}: duplicate order {order.order_id}")
            continue
        seen.add(order.order_id)
        orders.append(order)
    return orders, problems


def report(text):
    orders, problems = load(text)
    by_park = defaultdict(list)
    for o in orders:
        by_park[o.park].append(o)
    metals = Counter(o.metal for o in orders)
    out = ["Memorial plaque orders", "-" * 22]
    out.append(f"{'park':<10} {'orders':>6} {'benches':>7} {'revenue':>9}")
    for park, items in sorted(by_park.items(), key=lambda kv: -sum(o.price for o in kv[1])):
        revenue = sum(o.price for o in items)
        benches = sum(o.with_bench for o in items)
        out.append(f"{park:<10} {len(items):>6} {benches:>7} {revenue:>9,.2f}")
    out.append("")
    out.append("By metal: " + ", ".join(f"{m} x{n}" for m, n in metals.most_common()))
    long_ones = [o.order_id for o in orders if o.letters > LONG_INSCRIPTION]
    out.append(f"Long inscriptions (>{LONG_INSCRIPTION} letters): {', '.join(long_ones) or 'none'}")
    plain = [o for o in orders if not o.with_bench]
    if plain:
        best = min(plain, key=lambda o: o.price_per_letter)
        out.append(f"Cheapest per letter (plaque only): {best.order_id} at {best.price_per_letter:.2f}/letter")
    total = sum(o.price for o in orders)
    out.append(f"Total revenue: {total:,.2f}  average {total / len(orders):.2f}")
    if problems:
        out.append(f"Rejected {len(problems)} line(s):")
        out.extend(f"  * {p}" for p in problems)
    summary = {
        "orders": len(orders),
        "parks": len(by_park),
        "revenue": round(total, 2),
        "benches": sum(o.with_bench for o in orders),
        "rejected": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent.parent / "root" / "plaques.txt"
    print(report(path.read_text()))


if __name__ == "__main__":
    main(sys.argv)
