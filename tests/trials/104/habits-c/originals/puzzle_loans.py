"""Jigsaw puzzle library: loan report with late fees and missing pieces."""
from __future__ import annotations

import csv
import json
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

LOAN_DAYS = 21
FEE_PER_DAY = 0.25
AS_OF = date(2025, 3, 1)


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Loan:
    loan_id: str
    puzzle: str
    pieces: int
    borrower: str
    out_date: date
    in_date: date | None
    missing: int

    @classmethod
    def from_row(cls, row: dict[str, str]) -> "Loan":
        try:
            out_date = date.fromisoformat(row["out_date"])
            in_date = date.fromisoformat(row["in_date"]) if row["in_date"] else None
            loan = cls(row["loan_id"], row["puzzle"].strip(), int(row["pieces"]),
                       row["borrower"].strip(), out_date, in_date, int(row["missing"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise BadRow(f"unreadable: {exc}") from exc
        if loan.in_date and loan.in_date < loan.out_date:
            raise BadRow("returned before it went out")
        if loan.missing < 0:
            raise BadRow("negative missing count")
        return loan

    @property
    def days_out(self) -> int:
        return ((self.in_date or AS_OF) - self.out_date).days

    @property
    def days_late(self) -> int:
        return max(0, self.days_out - LOAN_DAYS)

    @property
    def fee(self) -> float:
        return self.days_late * FEE_PER_DAY

    @property
    def on_loan(self) -> bool:
        return self.in_date is None


@dataclass
class Puzzle:
    title: str
    pieces: int
    loans: list[Loan] = field(default_factory=list)

    def add(self, loan: Loan) -> None:
        self.loans.append(loan)

    @property
    def missing(self) -> int:
        return sum(l.missing for l in self.loans)

    @property
    def completeness(self) -> float:
        return 100 * (self.pieces - self.missing) / self.pieces

    def __len__(self) -> int:
        return len(self.loans)

    def __lt__(self, other: "Puzzle") -> bool:
        return (-len(self), self.title) < (-len(other), other.title)

    def __str__(self) -> str:
        days = sum(l.days_out for l in self.loans)
        return (f"{self.title:<16} {len(self):>2} loans {days:>4} days "
                f"{self.missing:>2} missing ({self.completeness:5.1f}% complete)")


class Library:
    def __init__(self) -> None:
        self.puzzles: dict[str, Puzzle] = {}
        self.fees: defaultdict[str, float] = defaultdict(float)
        self.bad: list[str] = []
        self.loans: list[Loan] = []

    def load(self, path: Path) -> "Library":
        with path.open(newline="") as fh:
            for lineno, row in enumerate(csv.DictReader(fh), start=2):
                try:
                    loan = Loan.from_row(row)
                except BadRow as exc:
                    self.bad.append(f"line {lineno}: {exc}")
                    continue
                self.loans.append(loan)
                self.puzzles.setdefault(loan.puzzle, Puzzle(loan.puzzle, loan.pieces)).add(loan)
                if loan.fee:
                    self.fees[loan.borrower] += loan.fee
        return self

    def report(self) -> str:
        lines = [f"Puzzle library report as of {AS_OF:%d %b %Y}", ""]
        lines += [str(p) for p in sorted(self.puzzles.values())]
        lines += ["", "Late fees:"]
        for who, owed in sorted(self.fees.items(), key=lambda kv: (-kv[1], kv[0])):
            lines.append(f"  {who:<12} £{owed:6.2f}")
        out = [l for l in self.loans if l.on_loan]
        lines.append(f"Still out: {', '.join(f'{l.loan_id} ({l.puzzle})' for l in out) or 'none'}")
        if self.bad:
            lines += ["", f"Skipped {len(self.bad)} bad lines:"] + [f"  {b}" for b in self.bad]
        summary = {"loans": len(self.loans), "puzzles": len(self.puzzles),
                   "on_loan": len(out), "fees_total": round(sum(self.fees.values()), 2),
                   "missing_pieces": sum(p.missing for p in self.puzzles.values()),
                   "bad_lines": len(self.bad)}
        lines += ["", json.dumps(summary)]
        return "\n".join(lines)


if __name__ == "__main__":
    print(Library().load(Path(__file__).resolve().parent.parent / "root" / "puzzle_loans.csv").report())
