"""Bobbin-lace guild pattern library: loan report."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field

DATA_FILE = "root/lace_loans.csv"
LOAN_LIMIT_DAYS = 21
LATE_FEE_PER_DAY = 0.10


@dataclass(frozen=True)
class Loan:
    loan_id: str
    member: str
    pattern: str
    style: str
    bobbins: int
    out_date: str
    days_out: int
    fee: float

    @classmethod
    def from_line(cls, line: str) -> "Loan":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 8:
            raise ValueError(f"expected 8 fields, got {len(parts)}")
        loan_id, member, pattern, style, bobbins, out_date, days, fee = parts
        fee_value = float(fee)
        if fee_value < 0:
            raise ValueError(f"negative fee {fee_value}")
        return cls(loan_id, member, pattern, style, int(bobbins), out_date, int(days), fee_value)

    @property
    def overdue_days(self) -> int:
        return max(0, self.days_out - LOAN_LIMIT_DAYS)

    @property
    def is_overdue(self) -> bool:
        return self.overdue_days > 0

    @property
    def total_charge(self) -> float:
        return self.fee + self.overdue_days * LATE_FEE_PER_DAY

    def __str__(self) -> str:
        flag = " LATE" if self.is_overdue else ""
        return f"{self.loan_id} {self.pattern:<24} {self.bobbins:>3} bobbins {self.days_out:>3}d £{self.total_charge:5.2f}{flag}"


@dataclass
class MemberAccount:
    name: str
    loans: list[Loan] = field(default_factory=list)

    def add(self, loan: Loan) -> None:
        self.loans.append(loan)

    def __len__(self) -> int:
        return len(self.loans)

    @property
    def owed(self) -> float:
        return sum(loan.total_charge for loan in self.loans)

    def __lt__(self, other: "MemberAccount") -> bool:
        return (-self.owed, self.name) < (-other.owed, other.name)


class LoanLedger:
    def __init__(self) -> None:
        self.loans: list[Loan] = []
        self.rejected: list[tuple[int, str]] = []

    @classmethod
    def parse(cls, text: str) -> "LoanLedger":
        ledger = cls()
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("loan_id,"):
                continue
            try:
                ledger.loans.append(Loan.from_line(line))
            except ValueError as exc:
                ledger.rejected.append((lineno, str(exc)))
        return ledger

    def __iter__(self):
        return iter(self.loans)

    def members(self) -> list[MemberAccount]:
        accounts: dict[str, MemberAccount] = {}
        for loan in self:
            accounts.setdefault(loan.member, MemberAccount(loan.member)).add(loan)
        return sorted(accounts.values())

    def bobbins_by_style(self) -> dict[str, int]:
        totals: dict[str, int] = defaultdict(int)
        for loan in self:
            totals[loan.style] += loan.bobbins
        return dict(sorted(totals.items()))


def report(text: str) -> str:
    ledger = LoanLedger.parse(text)
    out = ["Lace guild pattern loans", "=" * 24]
    for account in ledger.members():
        out.append(f"{account.name} ({len(account)} loans, owes £{account.owed:.2f})")
        out.extend(f"  {loan}" for loan in account.loans)
    out.append("Bobbins by style:")
    for style, count in ledger.bobbins_by_style().items():
        out.append(f"  {style:<13}{count:>5}")
    for lineno, reason in ledger.rejected:
        out.append(f"skipped line {lineno}: {reason}")
    overdue = [loan.loan_id for loan in ledger if loan.is_overdue]
    summary = {
        "loans": len(ledger.loans),
        "rejected": len(ledger.rejected),
        "overdue": overdue,
        "total_owed": round(sum(loan.total_charge for loan in ledger), 2),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open(DATA_FILE, encoding="utf-8") as fh:
        print(report(fh.read()))
