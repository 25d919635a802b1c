#!/usr/bin/env python3
"""Tea-room cake counter report: takings by category, item and day, plus bad lines."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

PAYMENTS = {"card", "cash", "voucher"}


@dataclass(frozen=True)
class Sale:
    date: str
    item: str
    category: str
    qty: int
    price: float
    payment: str

    @property
    def total(self) -> float:
        return self.qty * self.price


class BadLine(ValueError):
    pass


def parse(line: str, lineno: int) -> Sale:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise BadLine(f"line {lineno}: {len(parts)} fields, want 6")
    date, item, category, qty_s, price_s, payment = parts
    try:
        qty, price = int(qty_s), float(price_s)
    except ValueError:
        raise BadLine(f"line {lineno}: bad number in {qty_s!r}/{price_s!r}") from None
    if qty <= 0:
        raise BadLine(f"line {lineno}: quantity {qty} is not positive")
    if payment not in PAYMENTS:
        raise BadLine(f"line {lineno}: unknown payment {payment!r}")
    return Sale(date, item, category, qty, price, payment)


def load(text: str):
    sales, bad = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            sales.append(parse(line, lineno))
        except BadLine as e:
            bad.append(str(e))
    return sales, bad


def report(text: str) -> str:
    sales, bad = load(text)
    by_cat = defaultdict(float)
    qty_by_item = Counter()
    by_day = defaultdict(float)
    by_pay = Counter()
    for s in sales:
        by_cat[s.category] += s.total
        qty_by_item[s.item] += s.qty
        by_day[s.date] += s.total
        by_pay[s.payment] += 1
    grand = sum(by_cat.values())

    lines = ["TEA-ROOM COUNTER REPORT", "-" * 36]
    lines.append(f"{'category':<10}{'takings':>10}{'share':>8}")
    for cat, amount in sorted(by_cat.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"{cat:<10}{amount:>10.2f}{amount / grand:>8.1%}")
    lines.append(f"{'TOTAL':<10}{grand:>10.2f}")
    lines.append("")
    lines.append("Top items by quantity:")
    for rank, (item, qty) in enumerate(qty_by_item.most_common(3), start=1):
        lines.append(f"  {rank}. {item} x{qty}")
    lines.append("Daily takings:")
    for day in sorted(by_day):
        bar = "#" * round(by_day[day] / 5)
        lines.append(f"  {day} {by_day[day]:7.2f} {bar}")
    best_day = max(by_day, key=by_day.get)
    pays = ", ".join(f"{p}:{n}" for p, n in sorted(by_pay.items()))
    lines.append(f"Payments: {pays}")
    if bad:
        lines.append(f"Skipped {len(bad)} bad line(s):")
        lines.extend(f"  ! {b}" for b in bad)
    summary = {
        "sales": len(sales),
        "items": len(qty_by_item),
        "takings": round(grand, 2),
        "best_day": best_day,
        "avg_sale": round(grand / len(sales), 2) if sales else 0,
        "bad": len(bad),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "tearoom.txt"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
