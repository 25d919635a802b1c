#!/usr/bin/env python3
"""Fairground popcorn carts: takings per cart, flavour ranking, size mix."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

SIZES = ("small", "medium", "large")
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "popcorn_sales.txt"


@dataclass(frozen=True)
class Sale:
    time: str
    cart: str
    flavour: str
    size: str
    qty: int
    price: float

    @property
    def total(self) -> float:
        return self.qty * self.price

    @classmethod
    def parse(cls, line: str, line_no: int) -> "Sale":
        fields = [f.strip() for f in line.split("|")]
        if len(fields) != 6:
            raise ValueError(f"line {line_no}: expected 6 fields, got {len(fields)}")
        time, cart, flavour, size, qty, price = fields
        if size not in SIZES:
            raise ValueError(f"line {line_no}: unknown size {size!r}")
        try:
            return cls(time, cart, flavour, size, int(qty), float(price))
        except ValueError:
            raise ValueError(f"line {line_no}: bad number in {qty!r}/{price!r}") from None


def load(text: str) -> tuple[list[Sale], list[str]]:
    sales, errors = [], []
    for no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            sales.append(Sale.parse(line, no))
        except ValueError as exc:
            errors.append(str(exc))
    return sales, errors


def hour_of(sale: Sale) -> int:
    return int(sale.time.split(":")[0])


def report(text: str) -> str:
    sales, errors = load(text)
    takings = defaultdict(float)
    tubs = Counter()
    for s in sales:
        takings[s.cart] += s.total
        tubs[s.cart] += s.qty
    flavours = Counter()
    for s in sales:
        flavours[s.flavour] += s.qty
    sizes = Counter(s.size for s in sales for _ in range(s.qty))
    by_hour = Counter({h: 0.0 for h in sorted({hour_of(s) for s in sales})})
    for s in sales:
        by_hour[hour_of(s)] += s.total

    lines = [f"Popcorn day sheet: {len(sales)} sales, {sum(tubs.values())} tubs", ""]
    lines.append(f"{'Cart':<12}{'Tubs':>6}{'Takings':>10}")
    for cart, amount in sorted(takings.items(), key=lambda kv: -kv[1]):
        lines.append(f"{cart:<12}{tubs[cart]:>6}{amount:>10.2f}")
    lines.append("")
    lines.append("Flavours: " + ", ".join(f"{f} {n}" for f, n in flavours.most_common()))
    total_tubs = sum(sizes.values()) or 1
    lines.append("Sizes: " + ", ".join(f"{z} {sizes[z] / total_tubs:.0%}" for z in SIZES))
    lines.append("By hour:")
    lines += [f"  {h:02d}:00 {amt:8.2f} {'#' * round(amt / 5)}" for h, amt in sorted(by_hour.items())]
    if errors:
        lines.append(f"Rejected {len(errors)} lines:")
        lines += [f"  - {e}" for e in errors]
    grand = sum(takings.values())
    top_cart = max(takings, key=takings.get) if takings else None
    summary = {
        "sales": len(sales),
        "rejected": len(errors),
        "tubs": sum(tubs.values()),
        "takings": round(grand, 2),
        "topCart": top_cart,
        "topFlavour": flavours.most_common(1)[0][0] if flavours else None,
        "avgTub": round(grand / max(sum(tubs.values()), 1), 3),
    }
    lines.append(json.dumps(summary, separators=(",", ":")))
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    print(report(path.read_text(encoding="utf-8")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
