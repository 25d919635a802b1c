"""Bouncy-castle hire report: revenue per castle, from a CSV booking log."""
import csv
import json
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "castle_hires.csv"


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Booking:
    booking_id: str
    day: date
    castle: str
    customer: str
    hours: int
    rate: float
    deposit_paid: bool
    damage_fee: float = 0.0

    @classmethod
    def from_row(cls, row: dict) -> "Booking":
        try:
            hours = int(row["hours"])
            rate = float(row["rate_per_hour"])
            damage = float(row["damage_fee"] or 0)
            day = date.fromisoformat(row["date"])
        except (KeyError, TypeError, ValueError) as exc:
            raise BadRow(f"unreadable field ({exc})") from None
        if hours <= 0:
            raise BadRow(f"hours must be positive, got {hours}")
        deposit = row["deposit_paid"].strip().lower()
        if deposit not in ("yes", "no"):
            raise BadRow(f"deposit_paid must be yes/no, got {deposit!r}")
        return cls(row["booking_id"], day, row["castle"], row["customer"],
                   hours, rate, deposit == "yes", damage)

    @property
    def hire_fee(self) -> float:
        return self.hours * self.rate

    @property
    def total(self) -> float:
        return self.hire_fee + self.damage_fee


@dataclass
class CastleStats:
    name: str
    bookings: list = field(default_factory=list)

    def add(self, booking: Booking) -> None:
        self.bookings.append(booking)

    def __len__(self) -> int:
        return len(self.bookings)

    def __lt__(self, other: "CastleStats") -> bool:
        return (-self.revenue, self.name) < (-other.revenue, other.name)

    @property
    def hours(self) -> int:
        return sum(b.hours for b in self.bookings)

    @property
    def revenue(self) -> float:
        return sum(b.total for b in self.bookings)

    def __str__(self) -> str:
        return f"{self.name:<16}{len(self):>4}{self.hours:>7}{self.revenue:>10.2f}"


class HireLedger:
    def __init__(self, path: Path):
        self.path = path
        self.castles: dict[str, CastleStats] = {}
        self.skipped: list[str] = []
        self.unpaid: list[Booking] = []

    def load(self) -> "HireLedger":
        with self.path.open(newline="", encoding="utf-8") as fh:
            for lineno, row in enumerate(csv.DictReader(fh), start=2):
                try:
                    booking = Booking.from_row(row)
                except BadRow as err:
                    self.skipped.append(f"line {lineno}: {err}")
                    continue
                self.castles.setdefault(booking.castle, CastleStats(booking.castle)).add(booking)
                if not booking.deposit_paid:
                    self.unpaid.append(booking)
        return self

    def __iter__(self):
        return iter(sorted(self.castles.values()))

    @property
    def revenue(self) -> float:
        return sum(c.revenue for c in self.castles.values())

    def report(self) -> str:
        lines = ["Bouncy-castle hires", "=" * 37,
                 f"{'castle':<16}{'jobs':>4}{'hours':>7}{'revenue':>10}"]
        lines += [str(c) for c in self]
        lines.append("-" * 37)
        lines.append(f"{'total':<16}{sum(map(len, self)):>4}"
                     f"{sum(c.hours for c in self):>7}{self.revenue:>10.2f}")
        if self.unpaid:
            lines.append("Deposit outstanding: " + ", ".join(
                f"{b.booking_id} ({b.customer})" for b in self.unpaid))
        for msg in self.skipped:
            lines.append(f"skipped {msg}")
        best = next(iter(self), None)
        summary = {
            "bookings": sum(map(len, self)),
            "skipped": len(self.skipped),
            "revenue": round(self.revenue, 2),
            "top_castle": best.name if best else None,
            "unpaid_deposits": len(self.unpaid),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    print(HireLedger(DATA).load().report())
