#!/usr/bin/env python3
"""Locum shift invoicing report: hours and pay per doctor and ward."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date, datetime, timedelta

GRADES = {"sho", "registrar", "consultant"}
NIGHT_UPLIFT = 1.25  # shifts that cross midnight are paid at time and a quarter


@dataclass(frozen=True)
class Shift:
    doctor: str
    ward: str
    day: date
    start: datetime
    end: datetime
    rate: float
    grade: str

    @property
    def hours(self) -> float:
        return (self.end - self.start).total_seconds() / 3600

    @property
    def overnight(self) -> bool:
        return self.end.date() > self.day

    @property
    def pay(self) -> float:
        return self.hours * self.rate * (NIGHT_UPLIFT if self.overnight else 1.0)


def parse_shift(line: str, lineno: int) -> Shift:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise ValueError(f"line {lineno}: expected 6 fields, got {len(parts)}")
    doctor, ward, day_text, span, rate_text, grade = parts
    try:
        day = date.fromisoformat(day_text)
    except ValueError:
        raise ValueError(f"line {lineno}: bad date {day_text!r}") from None
    try:
        t0, t1 = (datetime.strptime(t, "%H:%M").time() for t in span.split("-"))
    except ValueError:
        raise ValueError(f"line {lineno}: bad time span {span!r}") from None
    rate = float(rate_text)
    if rate <= 0:
        raise ValueError(f"line {lineno}: rate must be positive, got {rate_text}")
    if grade not in GRADES:
        raise ValueError(f"line {lineno}: unknown grade {grade!r}")
    start = datetime.combine(day, t0)
    end = datetime.combine(day, t1)
    if end <= start:
        end += timedelta(days=1)
    return Shift(doctor, ward, day, start, end, rate, grade)


def load(text: str) -> tuple[list[Shift], list[str]]:
    shifts, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            shifts.append(parse_shift(line, lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return shifts, problems


def report(text: str) -> str:
    shifts, problems = load(text)
    out = ["LOCUM SHIFT INVOICES", "=" * 46]
    per_doctor = defaultdict(list)
    for s in shifts:
        per_doctor[s.doctor].append(s)
    out.append(f"{'doctor':<16}{'shifts':>7}{'hours':>8}{'pay':>12}")
    totals = {doc: sum(s.pay for s in lst) for doc, lst in per_doctor.items()}
    for doc in sorted(per_doctor, key=lambda d: (-totals[d], d)):
        lst = per_doctor[doc]
        hours = sum(s.hours for s in lst)
        out.append(f"{doc:<16}{len(lst):>7}{hours:>8.1f}{totals[doc]:>12,.2f}")
    out.append("-" * 46)
    ward_hours = Counter()
    for s in shifts:
        ward_hours[s.ward] += s.hours
    total_hours = sum(ward_hours.values())
    for ward, hrs in ward_hours.most_common():
        out.append(f"{ward:<16}{hrs:>6.1f}h {hrs / total_hours:>6.1%}")
    nights = [s for s in shifts if s.overnight]
    out.append(f"overnight shifts: {len(nights)} ({', '.join(sorted({s.doctor for s in nights})) or 'none'})")
    grades = Counter(s.grade for s in shifts)
    out.append("by grade: " + ", ".join(f"{g}={n}" for g, n in sorted(grades.items())))
    if problems:
        out.append(f"skipped {len(problems)} bad line(s):")
        out.extend(f"  ! {p}" for p in problems)
    total_pay = sum(totals.values())
    summary = {
        "shifts": len(shifts),
        "hours": round(total_hours, 2),
        "pay": round(total_pay, 2),
        "top_doctor": max(totals, key=totals.get) if totals else None,
        "overnight": len(nights),
        "skipped": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/locum_shifts.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))
