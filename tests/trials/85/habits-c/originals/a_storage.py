"""Self-storage facility: occupancy and arrears report."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field

DATA_FILE = "root/storage_units.csv"
SIZES = {"small": 25, "medium": 50, "large": 100, "xl": 200}  # square feet


class BadLine(ValueError):
    pass


@dataclass
class Rental:
    unit: str
    size: str
    rate: float
    tenant: str
    months_rented: int
    months_paid: int

    @classmethod
    def from_line(cls, line: str) -> "Rental":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        unit, size, rate, tenant, rented, paid = parts
        if size not in SIZES:
            raise BadLine(f"unknown size {size!r}")
        try:
            rental = cls(unit, size, float(rate), tenant, int(rented), int(paid))
        except ValueError as exc:
            raise BadLine(str(exc)) from None
        if rental.months_rented < 0 or rental.months_paid < 0:
            raise BadLine("negative months")
        return rental

    @property
    def area(self) -> int:
        return SIZES[self.size]

    @property
    def arrears(self) -> float:
        return max(self.months_rented - self.months_paid, 0) * self.rate

    @property
    def in_arrears(self) -> bool:
        return self.arrears > 0

    def __str__(self) -> str:
        flag = " ARREARS" if self.in_arrears else ""
        return f"{self.unit:<5} {self.size:<6} {self.tenant:<10} £{self.rate:>7.2f}/mo  owes £{self.arrears:>7.2f}{flag}"


@dataclass
class Facility:
    name: str
    rentals: list[Rental] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    def load(self, text: str) -> None:
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                self.rentals.append(Rental.from_line(line))
            except BadLine as exc:
                self.rejected.append((lineno, str(exc)))

    def __len__(self) -> int:
        return len(self.rentals)

    def __iter__(self):
        return iter(sorted(self.rentals, key=lambda r: r.unit))

    @property
    def total_arrears(self) -> float:
        return sum(r.arrears for r in self.rentals)

    @property
    def monthly_income(self) -> float:
        return sum(r.rate for r in self.rentals)

    def area_by_size(self) -> dict[str, int]:
        totals: dict[str, int] = defaultdict(int)
        for r in self.rentals:
            totals[r.size] += r.area
        return dict(totals)

    def report(self) -> str:
        lines = [f"=== {self.name} ===", f"{len(self)} units let"]
        lines += [str(r) for r in self]
        lines.append("Area let by size:")
        for size, area in sorted(self.area_by_size().items(), key=lambda kv: -kv[1]):
            lines.append(f"  {size:<6} {area:>4} sq ft")
        for lineno, reason in self.rejected:
            lines.append(f"skipped line {lineno}: {reason}")
        debtors = [r.tenant for r in self if r.in_arrears]
        summary = {"units": len(self), "income": round(self.monthly_income, 2),
                   "arrears": round(self.total_arrears, 2), "debtors": debtors,
                   "skipped": len(self.rejected)}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main() -> None:
    facility = Facility("Northgate Self Storage")
    with open(DATA_FILE, encoding="utf-8") as fh:
        facility.load(fh.read())
    print(facility.report())


if __name__ == "__main__":
    main()
