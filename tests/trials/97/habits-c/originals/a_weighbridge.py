#!/usr/bin/env python3
"""Quarry weighbridge: daily tonnage and charges per haulier and material."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

PRICE_PER_TONNE = {
    "limestone 40mm": 18.50,
    "sharp sand": 22.00,
    "type 1 sub-base": 16.75,
    "dust": 9.40,
}
OVERWEIGHT_KG = 20000


class TicketError(ValueError):
    pass


@dataclass(frozen=True)
class Ticket:
    number: str
    date: str
    haulier: str
    material: str
    gross_kg: int
    tare_kg: int

    @classmethod
    def from_line(cls, line: str) -> "Ticket":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise TicketError(f"expected 6 fields, got {len(parts)}")
        number, date, haulier, material, gross, tare = parts
        try:
            gross_kg, tare_kg = int(gross), int(tare)
        except ValueError as exc:
            raise TicketError(f"bad weight ({exc})") from None
        if gross_kg <= tare_kg:
            raise TicketError(f"gross {gross_kg} not above tare {tare_kg}")
        if material not in PRICE_PER_TONNE:
            raise TicketError(f"unknown material {material!r}")
        return cls(number, date, haulier, material, gross_kg, tare_kg)

    @property
    def net_tonnes(self) -> float:
        return (self.gross_kg - self.tare_kg) / 1000

    @property
    def charge(self) -> float:
        return round(self.net_tonnes * PRICE_PER_TONNE[self.material], 2)

    @property
    def overweight(self) -> bool:
        return self.gross_kg - self.tare_kg > OVERWEIGHT_KG


@dataclass
class HaulierAccount:
    name: str
    tickets: list[Ticket] = field(default_factory=list)

    def add(self, ticket: Ticket) -> None:
        self.tickets.append(ticket)

    @property
    def tonnes(self) -> float:
        return sum(t.net_tonnes for t in self.tickets)

    @property
    def total(self) -> float:
        return round(sum(t.charge for t in self.tickets), 2)

    def __lt__(self, other: "HaulierAccount") -> bool:
        return (-self.total, self.name) < (-other.total, other.name)

    def __str__(self) -> str:
        return f"{self.name:<22}{len(self.tickets):>4}{self.tonnes:>10.2f} t  £{self.total:>9,.2f}"


class Weighbridge:
    def __init__(self) -> None:
        self.accounts: dict[str, HaulierAccount] = {}
        self.rejected: list[tuple[int, str]] = []

    def load(self, path: Path) -> None:
        for lineno, line in enumerate(path.read_text().splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                ticket = Ticket.from_line(line)
            except TicketError as err:
                self.rejected.append((lineno, str(err)))
                continue
            self.accounts.setdefault(ticket.haulier, HaulierAccount(ticket.haulier)).add(ticket)

    def __iter__(self):
        return iter(sorted(self.accounts.values()))

    @property
    def tickets(self) -> list[Ticket]:
        return [t for acc in self.accounts.values() for t in acc.tickets]

    def report(self) -> str:
        lines = ["WEIGHBRIDGE REPORT", "=" * 50]
        lines += [str(acc) for acc in self]
        by_material: dict[str, float] = defaultdict(float)
        for t in self.tickets:
            by_material[t.material] += t.net_tonnes
        lines.append("-" * 50)
        for material, tonnes in sorted(by_material.items(), key=lambda kv: -kv[1]):
            lines.append(f"  {material:<20}{tonnes:>8.2f} t")
        heavy = [t.number for t in self.tickets if t.overweight]
        if heavy:
            lines.append(f"Overweight loads: {', '.join(sorted(heavy))}")
        for lineno, why in self.rejected:
            lines.append(f"skipped line {lineno}: {why}")
        summary = {
            "tickets": len(self.tickets),
            "tonnes": round(sum(t.net_tonnes for t in self.tickets), 3),
            "revenue": round(sum(a.total for a in self.accounts.values()), 2),
            "top_haulier": next(iter(self)).name if self.accounts else None,
            "rejected": len(self.rejected),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main(argv: list[str]) -> int:
    bridge = Weighbridge()
    bridge.load(Path(argv[1] if len(argv) > 1 else "root/weighbridge.csv"))
    print(bridge.report())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
