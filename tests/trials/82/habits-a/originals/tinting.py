#!/usr/bin/env python3
"""Monthly report for a hardware-store paint-tinting counter."""
import json
from collections import Counter, defaultdict, namedtuple
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "tint_orders.tsv"
BASES = {"white": 4.20, "pastel": 4.80, "neutral": 5.10, "deep": 6.40}  # price per litre
COLOURANT_PER_ML = 0.035
FIELDS = ("order", "date", "base", "litres", "colourant_ml", "finish", "staff")

Order = namedtuple("Order", FIELDS)


class BadLine(ValueError):
    pass


def parse_line(cells):
    if len(cells) != len(FIELDS):
        raise BadLine(f"expected {len(FIELDS)} fields, got {len(cells)}")
    rec = dict(zip(FIELDS, cells))
    if rec["base"] not in BASES:
        raise BadLine(f"unknown base {rec['base']!r}")
    try:
        rec["litres"] = float(rec["litres"])
        rec["colourant_ml"] = int(rec["colourant_ml"])
    except ValueError as exc:
        raise BadLine(f"not a number ({exc})") from None
    if rec["colourant_ml"] < 0:
        raise BadLine("negative colourant")
    return Order(**rec)


def load(path):
    orders, bad = [], []
    header_seen = False
    for lineno, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        cells = [c.strip() for c in raw.split("\t")]
        if not header_seen:
            header_seen = True
            continue
        try:
            orders.append(parse_line(cells))
        except BadLine as exc:
            bad.append((lineno, str(exc)))
    return orders, bad


def price(o):
    return round(o.litres * BASES[o.base] + o.colourant_ml * COLOURANT_PER_ML, 2)


def build_report(orders, bad):
    lines = ["Paint tinting counter", "=" * 46]
    by_base = defaultdict(lambda: {"orders": 0, "litres": 0.0, "takings": 0.0})
    for o in orders:
        row = by_base[o.base]
        row["orders"] += 1
        row["litres"] += o.litres
        row["takings"] += price(o)
    lines.append(f"{'base':<10}{'orders':>7}{'litres':>9}{'takings':>11}{'ml/L':>8}")
    for base, row in sorted(by_base.items(), key=lambda kv: -kv[1]["takings"]):
        ml = sum(o.colourant_ml for o in orders if o.base == base)
        density = ml / row["litres"]
        lines.append(
            f"{base:<10}{row['orders']:>7d}{row['litres']:>9.1f}{row['takings']:>11,.2f}{density:>8.1f}"
        )
    lines.append("-" * 46)
    staff = Counter(o.staff for o in orders)
    lines.append("Staff: " + ", ".join(f"{name} {n}" for name, n in staff.most_common()))
    finishes = Counter(o.finish for o in orders)
    lines.append("Finishes: " + " ".join(f"{k}:{v}" for k, v in sorted(finishes.items())))
    big = max(orders, key=price)
    lines.append(f"Biggest order: {big.order} ({big.litres:g} L {big.base}, £{price(big):.2f})")
    lines.extend(f"  ! line {n}: {why}" for n, why in bad)
    total = sum(price(o) for o in orders)
    summary = {
        "orders": len(orders),
        "bad": len(bad),
        "litres": sum(o.litres for o in orders),
        "takings": round(total, 2),
        "busiest": staff.most_common(1)[0][0],
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main():
    orders, bad = load(DATA)
    print(build_report(orders, bad))


if __name__ == "__main__":
    main()
