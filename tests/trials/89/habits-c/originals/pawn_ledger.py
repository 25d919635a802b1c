#!/usr/bin/env python3
"""Pawnshop loan ledger report (object-oriented)."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

STATUSES = {"open", "redeemed", "forfeited"}
GRACE_DAYS = 60


class LedgerError(ValueError):
    pass


@dataclass(frozen=True)
class Loan:
    ticket: str
    item: str
    category: str
    principal: float
    rate_pct: float
    days: int
    status: str

    @classmethod
    def from_row(cls, row: str) -> "Loan":
        parts = [p.strip() for p in row.split(",")]
        if len(parts) != 7:
            raise LedgerError(f"expected 7 fields, got {len(parts)}")
        ticket, item, category, principal, rate, days, status = parts
        try:
            loan = cls(ticket, item, category, float(principal), float(rate), int(days), status)
        except ValueError as exc:
            raise LedgerError(f"bad number ({exc})") from None
        if loan.principal <= 0:
            raise LedgerError(f"principal must be positive, got {loan.principal:g}")
        if loan.status not in STATUSES:
            raise LedgerError(f"unknown status {loan.status!r}")
        return loan

    @property
    def months(self) -> int:
        return max(1, -(-self.days // 30))  # started months, at least one

    @property
    def interest(self) -> float:
        return round(self.principal * self.rate_pct / 100 * self.months, 2)

    @property
    def overdue(self) -> bool:
        return self.status == "open" and self.days > GRACE_DAYS

    def __str__(self) -> str:
        flag = " OVERDUE" if self.overdue else ""
        return (f"{self.ticket:<7} {self.item[:18]:<18} {self.principal:>8.2f} "
                f"{self.interest:>7.2f} {self.status:<9}{flag}")


@dataclass
class Ledger:
    loans: list[Loan] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, path: Path) -> "Ledger":
        ledger = cls()
        lines = path.read_text().splitlines()
        for lineno, line in enumerate(lines[1:], start=2):
            if not line.strip():
                continue
            try:
                ledger.loans.append(Loan.from_row(line))
            except LedgerError as err:
                ledger.rejected.append((lineno, str(err)))
        return ledger

    def __len__(self) -> int:
        return len(self.loans)

    def __iter__(self):
        return iter(sorted(self.loans, key=lambda l: (-l.principal, l.ticket)))

    def by_category(self) -> dict[str, list[Loan]]:
        groups: dict[str, list[Loan]] = defaultdict(list)
        for loan in self.loans:
            groups[loan.category].append(loan)
        return dict(sorted(groups.items()))

    @property
    def outstanding(self) -> float:
        return sum(l.principal + l.interest for l in self.loans if l.status == "open")


def main(path: str = "pawn_ledger.csv") -> None:
    ledger = Ledger.load(Path(path))
    print(f"Pawn ledger: {len(ledger)} loans, {len(ledger.rejected)} rejected")
    print("-" * 56)
    for loan in ledger:
        print(loan)
    print("-" * 56)
    for category, loans in ledger.by_category().items():
        total = sum(l.principal for l in loans)
        print(f"{category:<12} {len(loans):>2} loans  {total:>9.2f}")
    for lineno, reason in ledger.rejected:
        print(f"skipped line {lineno}: {reason}")
    overdue = [l.ticket for l in ledger if l.overdue]
    summary = {
        "loans": len(ledger),
        "rejected": len(ledger.rejected),
        "outstanding": round(ledger.outstanding, 2),
        "overdue": overdue,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(*sys.argv[1:])
