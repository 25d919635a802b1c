#!/usr/bin/env python3
"""Ballet school grading report: marks per candidate, grouped by grade."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "ballet_grades.csv"
MAX_MARKS = {"technique": 40, "musicality": 30, "performance": 30}


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Candidate:
    name: str
    grade: int
    technique: int
    musicality: int
    performance: int
    teacher: str

    @classmethod
    def from_line(cls, line: str) -> "Candidate":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadRow(f"expected 6 fields, got {len(parts)}")
        name, grade, tech, mus, perf, teacher = parts
        try:
            marks = {k: int(v) for k, v in zip(MAX_MARKS, (tech, mus, perf))}
            grade_no = int(grade)
        except ValueError as exc:
            raise BadRow(f"not a number: {exc}") from None
        for key, value in marks.items():
            if not 0 <= value <= MAX_MARKS[key]:
                raise BadRow(f"{key} {value} out of range 0-{MAX_MARKS[key]}")
        return cls(name, grade_no, marks["technique"], marks["musicality"], marks["performance"], teacher)

    @property
    def total(self) -> int:
        return self.technique + self.musicality + self.performance

    @property
    def result(self) -> str:
        if self.total >= 85:
            return "Distinction"
        if self.total >= 75:
            return "Merit"
        if self.total >= 55:
            return "Pass"
        return "Not yet"

    def __lt__(self, other: "Candidate") -> bool:
        return (self.grade, -self.total, self.name) < (other.grade, -other.total, other.name)

    def __str__(self) -> str:
        return f"  {self.name:<14} {self.technique:>3} {self.musicality:>3} {self.performance:>3}  {self.total:>3}  {self.result}"


@dataclass
class Session:
    candidates: list[Candidate] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, text: str) -> "Session":
        session = cls()
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("student,"):
                continue
            try:
                session.candidates.append(Candidate.from_line(line))
            except BadRow as err:
                session.rejected.append((lineno, str(err)))
        return session

    def __len__(self) -> int:
        return len(self.candidates)

    def by_grade(self) -> dict[int, list[Candidate]]:
        groups: dict[int, list[Candidate]] = defaultdict(list)
        for cand in sorted(self.candidates):
            groups[cand.grade].append(cand)
        return dict(groups)

    @property
    def pass_rate(self) -> float:
        passed = sum(1 for c in self.candidates if c.result != "Not yet")
        return round(100 * passed / len(self), 1) if self.candidates else 0.0

    def report(self) -> str:
        lines = ["Ballet grading report", "=" * 21]
        for grade, cands in self.by_grade().items():
            avg = sum(c.total for c in cands) / len(cands)
            lines.append(f"Grade {grade} ({len(cands)} candidates, average {avg:.1f})")
            lines.extend(str(c) for c in cands)
        for lineno, why in self.rejected:
            lines.append(f"skipped line {lineno}: {why}")
        best = max(self.candidates, key=lambda c: c.total)
        summary = {"candidates": len(self), "rejected": len(self.rejected),
                   "pass_rate": self.pass_rate, "top": best.name, "top_total": best.total}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    print(Session.load(DATA.read_text()).report())
