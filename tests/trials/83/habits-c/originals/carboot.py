#!/usr/bin/env python3
"""Car-boot sale pitch fees: who paid what, and who still owes."""
import json
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

KINDS = ("car", "van", "table")


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Booking:
    date: str
    pitch: str
    seller: str
    kind: str
    fee: float
    paid: bool

    @classmethod
    def parse(cls, line: str) -> "Booking":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        date, pitch, seller, kind, fee, paid = parts
        if kind not in KINDS:
            raise BadLine(f"unknown pitch kind {kind!r}")
        try:
            amount = float(fee)
        except ValueError:
            raise BadLine(f"fee {fee!r} is not a number") from None
        if amount <= 0:
            raise BadLine(f"fee must be positive, got {amount:.2f}")
        if paid not in ("yes", "no"):
            raise BadLine(f"paid must be yes/no, got {paid!r}")
        return cls(date, pitch, seller, kind, amount, paid == "yes")

    @property
    def owed(self) -> float:
        return 0.0 if self.paid else self.fee


class Ledger:
    def __init__(self, bookings=None):
        self.bookings = list(bookings or [])
        self.rejected: list[tuple[int, str]] = []

    @classmethod
    def from_file(cls, path: Path) -> "Ledger":
        ledger = cls()
        for lineno, raw in enumerate(path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("date,"):
                continue
            try:
                ledger.bookings.append(Booking.parse(line))
            except BadLine as exc:
                ledger.rejected.append((lineno, str(exc)))
        return ledger

    def __len__(self):
        return len(self.bookings)

    def __iter__(self):
        return iter(self.bookings)

    @property
    def total_fees(self) -> float:
        return sum(b.fee for b in self)

    @property
    def total_owed(self) -> float:
        return sum(b.owed for b in self)

    def by_seller(self) -> dict[str, list[Booking]]:
        groups = defaultdict(list)
        for b in self:
            groups[b.seller].append(b)
        return dict(groups)

    def by_kind(self) -> dict[str, int]:
        counts = {k: 0 for k in KINDS}
        for b in self:
            counts[b.kind] += 1
        return counts

    def __str__(self):
        lines = [f"Car-boot pitch fees: {len(self)} bookings, {len(self.rejected)} rejected", ""]
        lines.append(f"{'Seller':<16}{'Pitches':>8}{'Fees':>9}{'Owed':>8}")
        sellers = sorted(self.by_seller().items(), key=lambda kv: (-sum(b.fee for b in kv[1]), kv[0]))
        for seller, items in sellers:
            fees = sum(b.fee for b in items)
            owed = sum(b.owed for b in items)
            lines.append(f"{seller:<16}{len(items):>8}{fees:>9.2f}{owed:>8.2f}")
        lines.append("")
        lines.append("By kind: " + ", ".join(f"{k}={n}" for k, n in self.by_kind().items()))
        lines.append(f"Total fees {self.total_fees:.2f}, still owed {self.total_owed:.2f}")
        for lineno, why in self.rejected:
            lines.append(f"  skipped line {lineno}: {why}")
        return "\n".join(lines)

    def summary(self) -> dict:
        top = max(self.by_seller().items(), key=lambda kv: sum(b.fee for b in kv[1]))[0]
        return {"bookings": len(self), "rejected": len(self.rejected),
                "total_fees": round(self.total_fees, 2), "owed": round(self.total_owed, 2),
                "top_seller": top}


if __name__ == "__main__":
    ledger = Ledger.from_file(Path(__file__).resolve().parent.parent / "root" / "carboot.csv")
    print(ledger)
    print(json.dumps(ledger.summary()))
