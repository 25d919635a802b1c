#!/usr/bin/env python3
"""Forklift fleet shift report: hours run, battery state and open defects."""
from __future__ import annotations

import csv
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

LOW_BATTERY = 50


@dataclass(frozen=True)
class Shift:
    date: str
    truck: str
    operator: str
    start: float
    end: float
    battery: int
    defects: tuple[str, ...] = ()

    @property
    def hours(self) -> float:
        return self.end - self.start

    @classmethod
    def from_row(cls, row: list[str]) -> "Shift":
        if len(row) != 7:
            raise ValueError(f"expected 7 fields, got {len(row)}")
        date, truck, operator, start, end, battery, defects = (c.strip() for c in row)
        shift = cls(date, truck, operator, float(start), float(end), int(battery),
                    tuple(d.strip() for d in defects.split(";") if d.strip()))
        if shift.hours < 0:
            raise ValueError(f"hour meter went backwards ({start} -> {end})")
        return shift


@dataclass
class Truck:
    truck_id: str
    shifts: list[Shift] = field(default_factory=list)

    def add(self, shift: Shift) -> None:
        self.shifts.append(shift)

    @property
    def hours(self) -> float:
        return sum(s.hours for s in self.shifts)

    @property
    def last_battery(self) -> int:
        return self.shifts[-1].battery

    @property
    def open_defects(self) -> list[str]:
        return list(self.shifts[-1].defects)

    @property
    def needs_attention(self) -> bool:
        return self.last_battery < LOW_BATTERY or bool(self.open_defects)

    def __lt__(self, other: "Truck") -> bool:
        return self.truck_id < other.truck_id

    def __str__(self) -> str:
        flag = " !" if self.needs_attention else ""
        defects = ", ".join(self.open_defects) or "none"
        return (f"{self.truck_id:<6} {len(self.shifts):>2} shifts {self.hours:>6.2f} h "
                f"battery {self.last_battery:>3}%  defects: {defects}{flag}")


class Fleet:
    def __init__(self) -> None:
        self.trucks: dict[str, Truck] = {}
        self.operators: dict[str, float] = defaultdict(float)
        self.rejected: list[tuple[int, str]] = []

    def load(self, path: Path) -> "Fleet":
        with path.open(newline="") as fh:
            reader = csv.reader(fh)
            next(reader)  # header
            for lineno, row in enumerate(reader, start=2):
                if not row or row[0].startswith("#"):
                    continue
                try:
                    shift = Shift.from_row(row)
                except ValueError as exc:
                    self.rejected.append((lineno, str(exc)))
                    continue
                self.trucks.setdefault(shift.truck, Truck(shift.truck)).add(shift)
                self.operators[shift.operator] += shift.hours
        return self

    def __len__(self) -> int:
        return len(self.trucks)

    def __iter__(self):
        return iter(sorted(self.trucks.values()))

    @property
    def total_hours(self) -> float:
        return sum(t.hours for t in self)

    def report(self) -> str:
        out = ["FORKLIFT FLEET REPORT", "=" * 21]
        out += [str(t) for t in self]
        out.append("")
        out.append("Hours by operator:")
        for name, hrs in sorted(self.operators.items(), key=lambda kv: (-kv[1], kv[0])):
            out.append(f"  {name:<8}{hrs:>7.2f}")
        if self.rejected:
            out.append(f"Skipped {len(self.rejected)} bad line(s):")
            out += [f"  line {n}: {why}" for n, why in self.rejected]
        attention = [t.truck_id for t in self if t.needs_attention]
        summary = {
            "trucks": len(self),
            "shifts": sum(len(t.shifts) for t in self),
            "hours": round(self.total_hours, 2),
            "attention": attention,
            "skipped": len(self.rejected),
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/forklifts.csv")
    print(Fleet().load(path).report())
