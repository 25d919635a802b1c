#!/usr/bin/env python3
"""Prescription refill adherence report (proportion of days covered)."""
import csv
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

GAP_DAYS = 7
ADHERENT = 0.80


@dataclass(order=True)
class Fill:
    filled: date
    days_supply: int
    quantity: int = 0
    copay: float = 0.0

    @property
    def runs_out(self) -> date:
        return self.filled + timedelta(days=self.days_supply)


@dataclass
class Course:
    patient: str
    drug: str
    fills: list = field(default_factory=list)

    def gaps(self, tolerance=GAP_DAYS):
        pairs = zip(self.fills, self.fills[1:])
        return [(a.runs_out, (b.filled - a.runs_out).days) for a, b in pairs
                if (b.filled - a.runs_out).days > tolerance]

    def pdc(self, end=None):
        start = self.fills[0].filled
        end = end or max(f.runs_out for f in self.fills)
        covered, cursor = 0, start
        for f in sorted(self.fills):
            begin = max(f.filled, cursor)
            stop = min(begin + timedelta(days=f.days_supply), end)
            covered += max((stop - begin).days, 0)
            cursor = max(cursor, stop)
        period = (end - start).days
        return covered / period if period else 1.0


def parse_row(row):
    return Fill(
        filled=date.fromisoformat(row["fill_date"]),
        days_supply=int(row["days_supply"]),
        quantity=int(row.get("quantity") or 0),
        copay=float(row.get("copay") or 0),
    )


def load(path):
    courses, errors = {}, []
    with open(path, newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            try:
                fill = parse_row(row)
            except (ValueError, KeyError) as exc:
                errors.append(f"line {lineno}: {exc}")
                continue
            key = (row["patient"], row["drug"])
            courses.setdefault(key, Course(*key)).fills.append(fill)
    return list(courses.values()), errors


def build_report(path, window_end=date(2024, 4, 30)):
    courses, errors = load(path)
    by_patient = defaultdict(list)
    for c in courses:
        by_patient[c.patient].append(c)
    drug_fills = Counter({c.drug: len(c.fills) for c in courses})
    lines = [f"Refill adherence through {window_end:%d %b %Y}", "=" * 44]
    flagged = []
    for patient, items in sorted(by_patient.items()):
        spent = sum(f.copay for c in items for f in c.fills)
        lines.append(f"{patient}  ({len(items)} drug{'s' if len(items) != 1 else ''}, copay ${spent:,.2f})")
        for c in sorted(items, key=lambda c: c.pdc(window_end)):
            ratio = c.pdc(window_end)
            mark = "ok" if ratio >= ADHERENT else "LOW"
            lines.append(f"  {c.drug:<20} {len(c.fills):>2} fills  PDC {ratio:6.1%}  {mark}")
            for ran_out, days in c.gaps():
                lines.append(f"    gap of {days} days after {ran_out.isoformat()}")
            if ratio < ADHERENT:
                flagged.append((patient, c.drug, round(ratio * 100, 1)))
    lines += ["", "Fills per drug:"]
    lines += [f"  {n:>3} x {drug}" for drug, n in drug_fills.most_common()]
    if errors:
        lines += ["", f"Skipped {len(errors)} bad row(s):", *(f"  - {e}" for e in errors)]
    summary = {"patients": len(by_patient), "courses": len(courses),
               "flagged": [f"{p}/{d}:{r}" for p, d, r in flagged], "bad_rows": len(errors)}
    lines += ["", json.dumps(summary)]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "root" / "refills.csv"
    sys.stdout.write(build_report(sys.argv[1] if len(sys.argv) > 1 else default))
