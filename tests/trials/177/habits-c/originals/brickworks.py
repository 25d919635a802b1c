#!/usr/bin/env python3
"""Brickworks dispatch ledger: totals per brick type and customer."""
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

BRICK_TYPES = {"common", "facing", "engineering", "reclaimed", "glazed"}
STATUSES = {"delivered", "returned", "cancelled"}


class LedgerError(ValueError):
    pass


@dataclass(frozen=True)
class Dispatch:
    date: str
    order: str
    customer: str
    brick: str
    pallets: int
    per_pallet: int
    price_per_thousand: float
    status: str

    @classmethod
    def from_line(cls, line: str) -> "Dispatch":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 8:
            raise LedgerError(f"expected 8 fields, got {len(parts)}")
        date, order, customer, brick, pallets, per_pallet, price, status = parts
        if brick not in BRICK_TYPES:
            raise LedgerError(f"unknown brick type {brick!r}")
        if status not in STATUSES:
            raise LedgerError(f"unknown status {status!r}")
        try:
            d = cls(date, order, customer, brick, int(pallets), int(per_pallet), float(price), status)
        except ValueError as exc:
            raise LedgerError(f"bad number ({exc})") from None
        if d.pallets <= 0:
            raise LedgerError(f"pallets must be positive, got {d.pallets}")
        return d

    @property
    def bricks(self) -> int:
        return self.pallets * self.per_pallet

    @property
    def value(self) -> float:
        return round(self.bricks / 1000 * self.price_per_thousand, 2)

    @property
    def billable(self) -> bool:
        return self.status == "delivered"


@dataclass
class Ledger:
    dispatches: list = field(default_factory=list)
    rejected: list = field(default_factory=list)

    @classmethod
    def load(cls, path: Path) -> "Ledger":
        ledger = cls()
        for lineno, raw in enumerate(path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                ledger.dispatches.append(Dispatch.from_line(line))
            except LedgerError as exc:
                ledger.rejected.append((lineno, str(exc)))
        return ledger

    def __len__(self):
        return len(self.dispatches)

    def __iter__(self):
        return iter(self.dispatches)

    @property
    def billable(self):
        return [d for d in self if d.billable]

    def totals_by(self, attr: str) -> dict:
        totals = defaultdict(lambda: [0, 0.0])
        for d in self.billable:
            totals[getattr(d, attr)][0] += d.bricks
            totals[getattr(d, attr)][1] += d.value
        return dict(totals)

    def __str__(self):
        lines = [f"Brickworks dispatch ledger: {len(self)} orders, {len(self.rejected)} rejected", ""]
        lines.append(f"{'Brick':<12}{'Bricks':>10}{'Value £':>12}")
        for brick, (n, value) in sorted(self.totals_by("brick").items()):
            lines.append(f"{brick:<12}{n:>10,}{value:>12,.2f}")
        lines.append("")
        by_customer = self.totals_by("customer")
        for customer, (n, value) in sorted(by_customer.items(), key=lambda kv: -kv[1][1]):
            lines.append(f"  {customer:<26} {value:>10,.2f}")
        unbilled = [d for d in self if not d.billable]
        if unbilled:
            lines.append("")
            lines.append("Not billed: " + ", ".join(f"{d.order} ({d.status})" for d in unbilled))
        for lineno, why in self.rejected:
            lines.append(f"! line {lineno}: {why}")
        return "\n".join(lines)

    def summary(self) -> dict:
        by_customer = self.totals_by("customer")
        top = max(by_customer, key=lambda c: by_customer[c][1]) if by_customer else None
        return {
            "orders": len(self),
            "rejected": len(self.rejected),
            "bricks": sum(d.bricks for d in self.billable),
            "revenue": round(sum(d.value for d in self.billable), 2),
            "top_customer": top,
        }


def main():
    ledger = Ledger.load(Path("root/brickworks.csv"))
    print(ledger)
    print()
    print(json.dumps(ledger.summary()))


if __name__ == "__main__":
    main()
