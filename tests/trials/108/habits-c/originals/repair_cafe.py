#!/usr/bin/env python3
"""Repair café session report: what came in, what got fixed, who fixed it."""
import csv
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field

OUTCOMES = ("fixed", "advice", "unfixable")


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Repair:
    date: str
    item: str
    category: str
    volunteer: str
    minutes: int
    outcome: str

    @classmethod
    def from_row(cls, row):
        if len(row) != 6:
            raise BadRow(f"expected 6 fields, got {len(row)}")
        date, item, category, volunteer, minutes, outcome = (c.strip() for c in row)
        try:
            mins = int(minutes)
        except ValueError:
            raise BadRow(f"minutes not a number: {minutes!r}") from None
        if outcome not in OUTCOMES:
            raise BadRow(f"unknown outcome {outcome!r}")
        return cls(date, item, category, volunteer, mins, outcome)

    @property
    def fixed(self):
        return self.outcome == "fixed"


@dataclass
class Volunteer:
    name: str
    repairs: list = field(default_factory=list)

    @property
    def minutes(self):
        return sum(r.minutes for r in self.repairs)

    @property
    def fixes(self):
        return sum(1 for r in self.repairs if r.fixed)

    def __lt__(self, other):
        return (-self.fixes, self.name) < (-other.fixes, other.name)

    def __str__(self):
        return f"{self.name:<8} {len(self.repairs):>3} jobs {self.fixes:>3} fixed {self.minutes:>5} min"


class RepairLog:
    def __init__(self, repairs, skipped):
        self.repairs = repairs
        self.skipped = skipped

    @classmethod
    def load(cls, text):
        repairs, skipped = [], []
        reader = csv.reader(text.splitlines())
        next(reader, None)  # header
        for lineno, row in enumerate(reader, start=2):
            try:
                repairs.append(Repair.from_row(row))
            except BadRow as e:
                skipped.append((lineno, str(e)))
        return cls(repairs, skipped)

    def __len__(self):
        return len(self.repairs)

    @property
    def fix_rate(self):
        return sum(r.fixed for r in self.repairs) / len(self) if self.repairs else 0.0

    def volunteers(self):
        by_name = {}
        for r in self.repairs:
            by_name.setdefault(r.volunteer, Volunteer(r.volunteer)).repairs.append(r)
        return sorted(by_name.values())

    def by_category(self):
        counts = defaultdict(lambda: [0, 0])
        for r in self.repairs:
            counts[r.category][0] += 1
            counts[r.category][1] += r.fixed
        return dict(sorted(counts.items()))

    def report(self):
        lines = [f"Repair café log: {len(self)} repairs, fix rate {self.fix_rate:.1%}", ""]
        lines.append("Volunteers:")
        lines += [f"  {v}" for v in self.volunteers()]
        lines.append("")
        lines.append("Categories:")
        for cat, (n, fixed) in self.by_category().items():
            lines.append(f"  {cat:<12} {fixed}/{n}")
        for lineno, why in self.skipped:
            lines.append(f"skipped line {lineno}: {why}")
        summary = {
            "repairs": len(self),
            "fixed": sum(r.fixed for r in self.repairs),
            "minutes": sum(r.minutes for r in self.repairs),
            "top_volunteer": self.volunteers()[0].name if self.repairs else None,
            "skipped": len(self.skipped),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main(path="root/repair_cafe.csv"):
    with open(path, encoding="utf-8") as f:
        log = RepairLog.load(f.read())
    print(log.report())


if __name__ == "__main__":
    main(*sys.argv[1:])
