#!/usr/bin/env python3
"""Trail volunteer work-party report (object-oriented)."""
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "workparties.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Shift:
    date: str
    volunteer: str
    task: str
    hours: float
    metres: int

    @classmethod
    def from_line(cls, line: str) -> "Shift":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        date, volunteer, task, hours_s, metres_s = parts
        try:
            hours = float(hours_s)
            metres = int(metres_s)
        except ValueError as exc:
            raise BadLine(f"bad number: {exc}") from None
        if hours <= 0 or metres < 0:
            raise BadLine("hours must be positive and metres non-negative")
        return cls(date, volunteer, task, hours, metres)

    @property
    def rate(self) -> float:
        return self.metres / self.hours


@dataclass
class Volunteer:
    name: str
    shifts: list = field(default_factory=list)

    def add(self, shift: Shift) -> None:
        self.shifts.append(shift)

    @property
    def hours(self) -> float:
        return sum(s.hours for s in self.shifts)

    @property
    def metres(self) -> int:
        return sum(s.metres for s in self.shifts)

    def __lt__(self, other: "Volunteer") -> bool:
        return (self.hours, other.name) < (other.hours, self.name)

    def __str__(self) -> str:
        return f"{self.name:<12} {len(self.shifts):>2} shifts {self.hours:>5.1f} h {self.metres:>4} m"


class Logbook:
    def __init__(self):
        self.volunteers: dict[str, Volunteer] = {}
        self.tasks = defaultdict(float)
        self.rejected: list[tuple[int, str]] = []

    def load(self, text: str) -> "Logbook":
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("date,"):
                continue
            try:
                shift = Shift.from_line(line)
            except BadLine as exc:
                self.rejected.append((lineno, str(exc)))
                continue
            self.volunteers.setdefault(shift.volunteer, Volunteer(shift.volunteer)).add(shift)
            self.tasks[shift.task] += shift.hours
        return self

    def __len__(self) -> int:
        return sum(len(v.shifts) for v in self.volunteers.values())

    @property
    def total_hours(self) -> float:
        return sum(v.hours for v in self.volunteers.values())

    def report(self) -> str:
        lines = ["Trail work parties", "=================="]
        for vol in sorted(self.volunteers.values(), reverse=True):
            lines.append(str(vol))
        lines.append("")
        lines.append("Hours by task:")
        for task, hours in sorted(self.tasks.items()):
            lines.append(f"  {task:<10} {hours:5.1f}")
        for lineno, why in self.rejected:
            lines.append(f"skipped line {lineno}: {why}")
        summary = {
            "shifts": len(self),
            "volunteers": len(self.volunteers),
            "hours": round(self.total_hours, 1),
            "top": max(self.volunteers.values()).name,
            "skipped": len(self.rejected),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    print(Logbook().load(DATA.read_text()).report())
