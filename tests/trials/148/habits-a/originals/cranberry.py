#!/usr/bin/env python3
"""Cranberry bog harvest report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

GRADES = {"A": 1.0, "B": 0.8, "C": 0.55}
FIELDS = ("date", "bog", "method", "barrels", "grade", "crew")


@dataclass(frozen=True)
class Pick:
    date: str
    bog: str
    method: str
    barrels: float
    grade: str
    crew: int

    @property
    def value_index(self) -> float:
        return self.barrels * GRADES[self.grade]

    @property
    def per_picker(self) -> float:
        return self.barrels / self.crew if self.crew else 0.0


class BadLine(ValueError):
    pass


def parse_line(line: str, lineno: int) -> Pick:
    parts = [p.strip() for p in line.split("\t")]
    if len(parts) != len(FIELDS):
        raise BadLine(f"line {lineno}: {len(parts)} fields, want {len(FIELDS)}")
    row = dict(zip(FIELDS, parts))
    try:
        barrels = float(row["barrels"])
        crew = int(row["crew"])
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if row["grade"] not in GRADES:
        raise BadLine(f"line {lineno}: unknown grade {row['grade']!r}")
    return Pick(row["date"], row["bog"], row["method"], barrels, row["grade"], crew)


def load(text: str):
    picks, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#") or line.startswith("date\t"):
            continue
        try:
            picks.append(parse_line(line, lineno))
        except BadLine as exc:
            errors.append(str(exc))
    return picks, errors


def report(text: str) -> str:
    picks, errors = load(text)
    by_bog = defaultdict(list)
    for p in picks:
        by_bog[p.bog].append(p)
    totals = {bog: sum(p.barrels for p in ps) for bog, ps in by_bog.items()}
    ranked = sorted(totals, key=lambda b: (-totals[b], b))
    grades = Counter(p.grade for p in picks)
    methods = Counter(p.method for p in picks)

    lines = ["CRANBERRY HARVEST REPORT", "=" * 40]
    lines.append(f"{'Bog':<12}{'Picks':>6}{'Barrels':>10}{'Value':>9}{'B/picker':>10}")
    for bog in ranked:
        ps = by_bog[bog]
        value = sum(p.value_index for p in ps)
        per = sum(p.per_picker for p in ps) / len(ps)
        lines.append(f"{bog:<12}{len(ps):>6}{totals[bog]:>10.2f}{value:>9.1f}{per:>10.2f}")
    lines.append("-" * 40)
    total = sum(totals.values())
    wet_share = sum(p.barrels for p in picks if p.method == "wet") / total
    lines.append(f"Total barrels: {total:,.2f}  (wet {wet_share:.1%})")
    lines.append("Grades: " + ", ".join(f"{g}={n}" for g, n in sorted(grades.items())))
    lines.append("Methods: " + ", ".join(f"{m}={n}" for m, n in methods.most_common()))
    best = max(picks, key=lambda p: p.per_picker)
    lines.append(f"Best crew day: {best.bog} on {best.date} at {best.per_picker:.2f} barrels/picker")
    if errors:
        lines.append(f"Rejected {len(errors)} line(s):")
        lines.extend(f"  * {e}" for e in errors)
    summary = {
        "picks": len(picks),
        "bogs": len(by_bog),
        "barrels": round(total, 2),
        "top_bog": ranked[0] if ranked else None,
        "rejected": len(errors),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    default = Path(__file__).resolve().parent.parent / "root" / "cranberry.tsv"
    path = Path(argv[1]) if len(argv) > 1 else default
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
