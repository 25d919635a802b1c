#!/usr/bin/env python3
"""Cooking school: enrolment and attendance report per course."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "enrolments.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Enrolment:
    day: date
    course: str
    student: str
    fee: float
    attended: bool

    @classmethod
    def parse(cls, line: str) -> "Enrolment":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        day, course, student, fee, attended = parts
        try:
            fee_value = float(fee)
        except ValueError:
            raise BadLine(f"bad fee {fee!r}") from None
        if fee_value < 0:
            raise BadLine(f"negative fee {fee_value}")
        if attended not in ("yes", "no"):
            raise BadLine(f"bad attended flag {attended!r}")
        return cls(date.fromisoformat(day), course, student, fee_value, attended == "yes")


@dataclass
class Course:
    name: str
    enrolments: list[Enrolment] = field(default_factory=list)

    def add(self, e: Enrolment) -> None:
        self.enrolments.append(e)

    @property
    def revenue(self) -> float:
        return sum(e.fee for e in self.enrolments)

    @property
    def attendance(self) -> float:
        if not self.enrolments:
            return 0.0
        return sum(e.attended for e in self.enrolments) / len(self.enrolments)

    @property
    def sessions(self) -> int:
        return len({e.day for e in self.enrolments})

    def __len__(self) -> int:
        return len(self.enrolments)

    def __lt__(self, other: "Course") -> bool:
        return (-self.revenue, self.name) < (-other.revenue, other.name)

    def __str__(self) -> str:
        return (f"{self.name:<20} {len(self):>3} {self.sessions:>3} "
                f"{self.revenue:>9.2f} {self.attendance:>6.0%}")


class School:
    def __init__(self) -> None:
        self.courses: dict[str, Course] = {}
        self.students: defaultdict[str, int] = defaultdict(int)
        self.skipped: list[tuple[int, str]] = []

    def load(self, text: str) -> "School":
        for n, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                e = Enrolment.parse(line)
            except (BadLine, ValueError) as err:
                self.skipped.append((n, str(err)))
                continue
            self.courses.setdefault(e.course, Course(e.course)).add(e)
            self.students[e.student] += 1
        return self

    @property
    def total(self) -> float:
        return sum(c.revenue for c in self.courses.values())

    def report(self) -> str:
        lines = ["Cooking school enrolments", "=" * 44,
                 f"{'course':<20} {'enr':>3} {'ses':>3} {'revenue':>9} {'attend':>6}"]
        lines += [str(c) for c in sorted(self.courses.values())]
        lines.append("-" * 44)
        lines.append(f"{'total':<20} {sum(map(len, self.courses.values())):>3} "
                     f"{'':>3} {self.total:>9.2f}")
        regulars = sorted(s for s, k in self.students.items() if k > 1)
        lines.append(f"regulars: {', '.join(regulars)}")
        for n, why in self.skipped:
            lines.append(f"skipped line {n}: {why}")
        summary = {
            "courses": len(self.courses),
            "enrolments": sum(map(len, self.courses.values())),
            "revenue": round(self.total, 2),
            "top_course": min(self.courses.values()).name if self.courses else None,
            "skipped": len(self.skipped),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main() -> int:
    school = School().load(DATA.read_text(encoding="utf-8"))
    print(school.report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
