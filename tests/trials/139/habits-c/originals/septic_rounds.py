"""Septic tank emptying rounds: per-truck report from a day-sheet CSV."""
from __future__ import annotations

import csv
import json
from dataclasses import dataclass, field

DATA = "root/septic_rounds.csv"
SLUDGE_LIMIT_CM = 30


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Visit:
    date: str
    truck: str
    site: str
    tank_litres: int
    pumped_litres: int
    sludge_cm: int
    fee: float

    @classmethod
    def from_row(cls, row: list[str]) -> "Visit":
        if len(row) != 7:
            raise BadRow(f"expected 7 fields, got {len(row)}")
        date, truck, site, tank, pumped, sludge, fee = (c.strip() for c in row)
        try:
            visit = cls(date, truck, site, int(tank), int(pumped), int(sludge), float(fee))
        except ValueError as exc:
            raise BadRow(f"bad number ({exc})") from None
        if visit.pumped_litres > visit.tank_litres:
            raise BadRow(f"pumped {visit.pumped_litres} L > tank {visit.tank_litres} L")
        return visit

    @property
    def fill_pct(self) -> float:
        return 100 * self.pumped_litres / self.tank_litres

    @property
    def overdue(self) -> bool:
        return self.sludge_cm > SLUDGE_LIMIT_CM


@dataclass
class Truck:
    name: str
    visits: list[Visit] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.visits)

    def __iter__(self):
        return iter(self.visits)

    @property
    def litres(self) -> int:
        return sum(v.pumped_litres for v in self.visits)

    @property
    def takings(self) -> float:
        return sum(v.fee for v in self.visits)

    def __str__(self) -> str:
        return f"{self.name:<6}{len(self):>4} visits {self.litres:>8,} L  £{self.takings:>8.2f}"


class Rounds:
    def __init__(self) -> None:
        self.trucks: dict[str, Truck] = {}
        self.rejected: list[tuple[int, str]] = []

    def add(self, visit: Visit) -> None:
        self.trucks.setdefault(visit.truck, Truck(visit.truck)).visits.append(visit)

    @classmethod
    def load(cls, path: str) -> "Rounds":
        rounds = cls()
        with open(path, newline="") as fh:
            reader = csv.reader(fh)
            next(reader)  # header
            for lineno, row in enumerate(reader, start=2):
                try:
                    rounds.add(Visit.from_row(row))
                except BadRow as exc:
                    rounds.rejected.append((lineno, str(exc)))
        return rounds

    @property
    def visits(self) -> list[Visit]:
        return [v for t in self.trucks.values() for v in t]

    def report(self) -> str:
        lines = ["SEPTIC ROUNDS REPORT", "=" * 40]
        for truck in sorted(self.trucks.values(), key=lambda t: t.name):
            lines.append(str(truck))
        overdue = sorted((v for v in self.visits if v.overdue), key=lambda v: -v.sludge_cm)
        lines.append(f"\nOverdue tanks (sludge > {SLUDGE_LIMIT_CM} cm):")
        lines += [f"  {v.site:<24}{v.sludge_cm:>3} cm  {v.fill_pct:5.1f}% full" for v in overdue]
        lines.append(f"\nRejected {len(self.rejected)} line(s):")
        lines += [f"  line {n}: {why}" for n, why in self.rejected]
        summary = {
            "visits": len(self.visits),
            "litres": sum(t.litres for t in self.trucks.values()),
            "takings": round(sum(t.takings for t in self.trucks.values()), 2),
            "overdue": len(overdue),
            "rejected": len(self.rejected),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    print(Rounds.load(DATA).report())
