#!/usr/bin/env python3
"""Photobooth hire: monthly takings and print usage report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

STRIP_COST = 0.35  # paper + ink per strip


@dataclass(frozen=True)
class Booking:
    date: str
    venue: str
    kind: str
    hours: int
    strips: int
    fee: float

    @property
    def month(self) -> str:
        return self.date[:7]

    @property
    def margin(self) -> float:
        return self.fee - self.strips * STRIP_COST

    @property
    def strips_per_hour(self) -> float:
        return self.strips / self.hours


def parse(line: str, lineno: int) -> Booking:
    fields = line.split("\t")
    if len(fields) != 6:
        raise ValueError(f"line {lineno}: expected 6 fields, got {len(fields)}")
    date, venue, kind, hours, strips, fee = (f.strip() for f in fields)
    try:
        booking = Booking(date, venue, kind, int(hours), int(strips), float(fee))
    except ValueError as exc:
        raise ValueError(f"line {lineno}: {exc}") from None
    if booking.hours <= 0:
        raise ValueError(f"line {lineno}: hours must be positive")
    return booking


def load(text: str):
    bookings, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        try:
            bookings.append(parse(line, lineno))
        except ValueError as exc:
            errors.append(str(exc))
    return bookings, errors


def report(text: str) -> str:
    bookings, errors = load(text)
    out = [f"Photobooth hire report: {len(bookings)} bookings", ""]

    by_month = defaultdict(list)
    for b in bookings:
        by_month[b.month].append(b)
    out.append(f"{'Month':<9}{'Jobs':>5}{'Strips':>8}{'Fees':>10}{'Margin':>10}")
    for month, items in sorted(by_month.items()):
        strips = sum(b.strips for b in items)
        fees = sum(b.fee for b in items)
        margin = sum(b.margin for b in items)
        out.append(f"{month:<9}{len(items):>5}{strips:>8,}{fees:>10,.2f}{margin:>10,.2f}")

    kinds = Counter(b.kind for b in bookings)
    out.append("")
    out.append("By kind: " + ", ".join(f"{k} x{n}" for k, n in kinds.most_common()))

    venue_fees = defaultdict(float)
    for b in bookings:
        venue_fees[b.venue] += b.fee
    top_venue, top_fee = max(venue_fees.items(), key=lambda kv: (kv[1], kv[0]))
    out.append(f"Top venue: {top_venue} ({top_fee:,.2f})")

    busiest = max(bookings, key=lambda b: b.strips_per_hour)
    out.append(f"Busiest booth: {busiest.date} {busiest.venue} at {busiest.strips_per_hour:.1f} strips/h")

    total_fees = sum(b.fee for b in bookings)
    total_margin = sum(b.margin for b in bookings)
    out.append(f"Margin: {total_margin / total_fees:.1%} of {total_fees:,.2f}")

    if errors:
        out.append("")
        out.append(f"Skipped {len(errors)} bad lines:")
        out.extend(f"  {e}" for e in errors)

    summary = {
        "bookings": len(bookings),
        "strips": sum(b.strips for b in bookings),
        "fees": round(total_fees, 2),
        "kinds": dict(sorted(kinds.items())),
        "skipped": len(errors),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "photobooth.tsv"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
