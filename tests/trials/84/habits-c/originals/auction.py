#!/usr/bin/env python3
"""Livestock mart: summarise a day's sheep auction lots."""
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "auction_lots.csv"
COMMISSION = 0.045


class BadLot(ValueError):
    pass


@dataclass(frozen=True)
class Lot:
    lot_id: int
    seller: str
    breed: str
    head: int
    avg_weight: float
    price_per_kg: float
    buyer: str

    @classmethod
    def from_line(cls, line: str) -> "Lot":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLot(f"expected 7 fields, got {len(parts)}")
        lot_id, seller, breed, head, weight, price, buyer = parts
        try:
            lot = cls(int(lot_id), seller, breed, int(head), float(weight), float(price), buyer)
        except ValueError as exc:
            raise BadLot(f"bad number ({exc})") from None
        if lot.head <= 0:
            raise BadLot(f"head count must be positive, got {lot.head}")
        return lot

    @property
    def total_weight(self) -> float:
        return self.head * self.avg_weight

    @property
    def gross(self) -> float:
        return round(self.total_weight * self.price_per_kg, 2)

    def __lt__(self, other: "Lot") -> bool:
        return self.gross < other.gross


@dataclass
class Account:
    name: str
    lots: list = field(default_factory=list)

    def add(self, lot: Lot) -> None:
        self.lots.append(lot)

    @property
    def head(self) -> int:
        return sum(l.head for l in self.lots)

    @property
    def gross(self) -> float:
        return round(sum(l.gross for l in self.lots), 2)

    @property
    def net(self) -> float:
        return round(self.gross * (1 - COMMISSION), 2)

    def __len__(self) -> int:
        return len(self.lots)

    def __str__(self) -> str:
        return f"{self.name:<16}{len(self):>5}{self.head:>6}{self.gross:>11,.2f}{self.net:>11,.2f}"


class Sale:
    def __init__(self, lines):
        self.lots: list[Lot] = []
        self.rejected: list[tuple[int, str]] = []
        for n, raw in enumerate(lines, start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("lot,"):
                continue
            try:
                self.lots.append(Lot.from_line(line))
            except BadLot as exc:
                self.rejected.append((n, str(exc)))

    def accounts(self, key: str) -> dict[str, Account]:
        out: dict[str, Account] = {}
        for lot in self.lots:
            name = getattr(lot, key)
            out.setdefault(name, Account(name)).add(lot)
        return out

    def breed_prices(self) -> dict[str, float]:
        kg, money = defaultdict(float), defaultdict(float)
        for lot in self.lots:
            kg[lot.breed] += lot.total_weight
            money[lot.breed] += lot.gross
        return {b: money[b] / kg[b] for b in sorted(kg)}

    @property
    def total(self) -> float:
        return round(sum(l.gross for l in self.lots), 2)


def main() -> None:
    sale = Sale(DATA.read_text().splitlines())
    print(f"Mart sale report: {len(sale.lots)} lots, {sum(l.head for l in sale.lots)} head")
    print()
    print(f"{'Seller':<16}{'Lots':>5}{'Head':>6}{'Gross':>11}{'Net':>11}")
    sellers = sorted(sale.accounts("seller").values(), key=lambda a: a.gross, reverse=True)
    for acc in sellers:
        print(acc)
    print()
    print("Average price by breed (per kg):")
    for breed, price in sale.breed_prices().items():
        print(f"  {breed:<12} £{price:.3f}")
    best = max(sale.lots)
    print(f"\nTop lot: #{best.lot_id} {best.breed} x{best.head} from {best.seller} = £{best.gross:,.2f}")
    if sale.rejected:
        print(f"\nRejected {len(sale.rejected)} line(s):")
        for n, why in sale.rejected:
            print(f"  line {n}: {why}")
    buyers = sale.accounts("buyer")
    summary = {
        "lots": len(sale.lots),
        "rejected": len(sale.rejected),
        "gross": sale.total,
        "commission": round(sale.total * COMMISSION, 2),
        "top_buyer": max(buyers.values(), key=lambda a: a.gross).name,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
