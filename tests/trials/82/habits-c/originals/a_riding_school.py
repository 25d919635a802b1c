#!/usr/bin/env python3
"""Weekly report for a riding school: lessons per instructor and horse workload."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

LEVELS = ("beginner", "intermediate", "advanced")
MAX_HORSE_MINUTES = 150


class BadLine(ValueError):
    """A line of the lesson log that cannot be used."""


@dataclass(frozen=True)
class Lesson:
    date: str
    instructor: str
    horse: str
    rider: str
    level: str
    minutes: int
    fee: float

    @classmethod
    def from_csv(cls, line: str) -> "Lesson":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        date, instructor, horse, rider, level, minutes, fee = parts
        if level not in LEVELS:
            raise BadLine(f"unknown level {level!r}")
        try:
            mins, price = int(minutes), float(fee)
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if mins <= 0:
            raise BadLine(f"minutes must be positive, got {mins}")
        return cls(date, instructor, horse, rider, level, mins, price)

    @property
    def rate_per_hour(self) -> float:
        return self.fee * 60 / self.minutes


@dataclass
class Instructor:
    name: str
    lessons: list[Lesson] = field(default_factory=list)

    def add(self, lesson: Lesson) -> None:
        self.lessons.append(lesson)

    def __len__(self) -> int:
        return len(self.lessons)

    @property
    def minutes(self) -> int:
        return sum(l.minutes for l in self.lessons)

    @property
    def takings(self) -> float:
        return sum(l.fee for l in self.lessons)

    def __lt__(self, other: "Instructor") -> bool:
        return (-self.takings, self.name) < (-other.takings, other.name)

    def __str__(self) -> str:
        return f"{self.name:<8} {len(self):>3} lessons {self.minutes:>4} min  £{self.takings:>7.2f}"


class Schedule:
    def __init__(self) -> None:
        self.instructors: dict[str, Instructor] = {}
        self.horse_minutes: defaultdict[str, int] = defaultdict(int)
        self.skipped: list[tuple[int, str]] = []

    def load(self, text: str) -> "Schedule":
        for lineno, line in enumerate(text.splitlines()[1:], start=2):
            if not line.strip():
                continue
            try:
                lesson = Lesson.from_csv(line)
            except BadLine as err:
                self.skipped.append((lineno, str(err)))
                continue
            self.instructors.setdefault(lesson.instructor, Instructor(lesson.instructor)).add(lesson)
            self.horse_minutes[lesson.horse] += lesson.minutes
        return self

    def __iter__(self):
        return iter(sorted(self.instructors.values()))

    @property
    def lessons(self) -> list[Lesson]:
        return [l for i in self.instructors.values() for l in i.lessons]

    def report(self) -> str:
        out = ["Riding school week", "=" * 18]
        out += [str(i) for i in self]
        out.append("Horses:")
        for horse, mins in sorted(self.horse_minutes.items(), key=lambda kv: (-kv[1], kv[0])):
            flag = "  OVER" if mins > MAX_HORSE_MINUTES else ""
            out.append(f"  {horse:<8} {mins:>4} min{flag}")
        for lineno, why in self.skipped:
            out.append(f"skipped line {lineno}: {why}")
        best = max(self.lessons, key=lambda l: l.rate_per_hour)
        summary = {
            "lessons": len(self.lessons),
            "takings": round(sum(i.takings for i in self.instructors.values()), 2),
            "top_instructor": next(iter(self)).name,
            "best_rate": round(best.rate_per_hour, 2),
            "skipped": len(self.skipped),
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/lessons.csv")
    print(Schedule().load(path.read_text()).report())
