#!/usr/bin/env python3
"""Weekly report for a hot-tub hire business."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

DATA = Path(__file__).resolve().parent.parent / "root" / "hot_tub_hire.txt"
SAFE_CHLORINE = (1.0, 4.0)


@dataclass
class Booking:
    ref: str
    customer: str
    model: str
    nights: int
    rate: float
    chlorine: float
    rating: int | None

    @property
    def total(self) -> float:
        return self.nights * self.rate

    @property
    def chlorine_ok(self) -> bool:
        lo, hi = SAFE_CHLORINE
        return lo <= self.chlorine <= hi


class BadLine(ValueError):
    pass


def parse(line: str, lineno: int) -> Booking:
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 7:
        raise BadLine(f"line {lineno}: {len(fields)} fields, expected 7")
    ref, customer, model, nights, rate, chlorine, rating = fields
    try:
        n = int(nights)
        r = float(rate)
        c = float(chlorine)
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if n <= 0:
        raise BadLine(f"line {lineno}: nights must be positive, got {n}")
    return Booking(ref, customer, model, n, r, c, int(rating) if rating else None)


def load(text: str) -> tuple[list[Booking], list[str]]:
    bookings, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            bookings.append(parse(line, lineno))
        except BadLine as exc:
            problems.append(str(exc))
    return bookings, problems


def report(text: str) -> str:
    bookings, problems = load(text)
    by_model: dict[str, list[Booking]] = defaultdict(list)
    for b in bookings:
        by_model[b.model].append(b)

    lines = ["HOT-TUB HIRE REPORT", "=" * 44,
             f"{'model':<10}{'hires':>6}{'nights':>8}{'income':>11}{'rating':>9}"]
    for model, group in sorted(by_model.items(), key=lambda kv: -sum(b.total for b in kv[1])):
        ratings = [b.rating for b in group if b.rating is not None]
        avg = f"{mean(ratings):.2f}" if ratings else "-"
        lines.append(
            f"{model:<10}{len(group):>6}{sum(b.nights for b in group):>8}"
            f"{sum(b.total for b in group):>11,.2f}{avg:>9}"
        )
    lines.append("-" * 44)

    customers = Counter(b.customer for b in bookings)
    repeat = sorted(name for name, n in customers.items() if n > 1)
    lines.append(f"repeat customers: {', '.join(repeat) or 'none'}")

    flagged = [b for b in bookings if not b.chlorine_ok]
    for b in flagged:
        lines.append(f"chlorine out of range: {b.ref} {b.customer} {b.chlorine:.1f} ppm")

    top = max(bookings, key=lambda b: b.total)
    lines.append(f"largest hire: {top.ref} {top.customer} £{top.total:,.2f}")
    lines.extend(f"skipped {p}" for p in problems)

    income = sum(b.total for b in bookings)
    summary = {
        "bookings": len(bookings),
        "nights": sum(b.nights for b in bookings),
        "income": round(income, 2),
        "flagged": len(flagged),
        "skipped": len(problems),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    path = Path(argv[1]) if len(argv) > 1 else DATA
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
