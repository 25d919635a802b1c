#!/usr/bin/env python3
"""Weekly report for a dry-cleaner's garment tickets."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Iterator, Optional

DATA = Path(__file__).resolve().parent.parent / "root" / "drycleaning.csv"
SERVICES = ("dry-clean", "launder", "press", "specialist")


class TicketError(ValueError):
    pass


@dataclass(frozen=True, order=True)
class Ticket:
    ticket_id: str
    customer: str = field(compare=False)
    garment: str = field(compare=False)
    service: str = field(compare=False)
    price: float = field(compare=False)
    dropped: date = field(compare=False)
    collected: Optional[date] = field(default=None, compare=False)

    @classmethod
    def from_line(cls, line: str) -> "Ticket":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise TicketError(f"expected 7 fields, got {len(parts)}")
        tid, customer, garment, service, price, dropped, collected = parts
        if service not in SERVICES:
            raise TicketError(f"unknown service {service!r}")
        try:
            amount = float(price)
        except ValueError:
            raise TicketError(f"bad price {price!r}") from None
        d_in = date.fromisoformat(dropped)
        d_out = date.fromisoformat(collected) if collected else None
        if d_out and d_out < d_in:
            raise TicketError(f"collected {d_out} before dropped {d_in}")
        return cls(tid, customer, garment, service, amount, d_in, d_out)

    @property
    def is_open(self) -> bool:
        return self.collected is None

    @property
    def turnaround(self) -> Optional[int]:
        return None if self.is_open else (self.collected - self.dropped).days

    def __str__(self) -> str:
        status = "waiting" if self.is_open else f"{self.turnaround}d"
        return f"{self.ticket_id} {self.customer:<10} {self.garment:<14} {self.price:>7.2f} {status}"


class Ledger:
    def __init__(self) -> None:
        self._tickets: list[Ticket] = []
        self.rejected: list[tuple[int, str]] = []

    @classmethod
    def load(cls, path: Path) -> "Ledger":
        ledger = cls()
        for n, raw in enumerate(path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                ledger._tickets.append(Ticket.from_line(line))
            except ValueError as exc:
                ledger.rejected.append((n, str(exc)))
        return ledger

    def __iter__(self) -> Iterator[Ticket]:
        return iter(sorted(self._tickets))

    def __len__(self) -> int:
        return len(self._tickets)

    @property
    def revenue(self) -> float:
        return sum(t.price for t in self)

    def by_service(self) -> dict[str, list[Ticket]]:
        groups: dict[str, list[Ticket]] = defaultdict(list)
        for t in self:
            groups[t.service].append(t)
        return dict(sorted(groups.items(), key=lambda kv: -sum(t.price for t in kv[1])))

    def top_customer(self) -> tuple[str, float]:
        spend: dict[str, float] = defaultdict(float)
        for t in self:
            spend[t.customer] += t.price
        return max(spend.items(), key=lambda kv: (kv[1], kv[0]))


def main() -> None:
    ledger = Ledger.load(DATA)
    print(f"Dry-cleaner report: {len(ledger)} tickets, {len(ledger.rejected)} rejected")
    for n, why in ledger.rejected:
        print(f"  line {n}: {why}")
    print()
    for service, tickets in ledger.by_service().items():
        done = [t.turnaround for t in tickets if not t.is_open]
        avg = f"{sum(done) / len(done):.1f}d" if done else "n/a"
        total = sum(t.price for t in tickets)
        print(f"{service:<11} {len(tickets):>2} items  £{total:>7.2f}  avg turnaround {avg}")
    print("\nAwaiting collection:")
    waiting = [t for t in ledger if t.is_open]
    for t in waiting:
        print(f"  {t}")
    who, spent = ledger.top_customer()
    print(f"\nTop customer: {who} (£{spent:.2f})")
    summary = {"tickets": len(ledger), "rejected": len(ledger.rejected),
               "revenue": round(ledger.revenue, 2), "waiting": len(waiting), "top_customer": who}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
