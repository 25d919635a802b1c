#!/usr/bin/env python3
"""Bus-shelter advert bookings: revenue per advertiser and stop."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "shelter_adverts.tsv"
FIELDS = ("stop_id", "advertiser", "panel", "weeks", "rate_per_week", "start")


@dataclass(frozen=True)
class Booking:
    stop_id: str
    advertiser: str
    panel: str
    weeks: int
    rate: float
    start: str

    @property
    def revenue(self) -> float:
        return self.weeks * self.rate

    @property
    def is_long(self) -> bool:
        return self.weeks >= 4


def parse(line: str, lineno: int) -> Booking:
    parts = [p.strip() for p in line.split("\t")]
    if len(parts) != len(FIELDS):
        raise ValueError(f"line {lineno}: {len(parts)} fields, want {len(FIELDS)}")
    stop_id, advertiser, panel, weeks, rate, start = parts
    try:
        weeks_n, rate_f = int(weeks), float(rate)
    except ValueError:
        raise ValueError(f"line {lineno}: not a number in {weeks!r}/{rate!r}") from None
    if weeks_n <= 0:
        raise ValueError(f"line {lineno}: weeks must be positive, got {weeks_n}")
    return Booking(stop_id, advertiser, panel, weeks_n, rate_f, start)


def load(text: str):
    bookings, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("stop_id"):
            continue
        try:
            bookings.append(parse(line, lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return bookings, problems


def report(bookings, problems) -> str:
    out = ["BUS SHELTER ADVERTS", "-" * 44]

    by_adv = defaultdict(list)
    for b in bookings:
        by_adv[b.advertiser].append(b)
    totals = {adv: sum(b.revenue for b in bs) for adv, bs in by_adv.items()}
    out.append("Revenue by advertiser:")
    for adv, total in sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])):
        weeks = sum(b.weeks for b in by_adv[adv])
        out.append(f"  {adv:<22}{weeks:>3} wk  £{total:>8,.2f}")

    per_stop = Counter()
    for b in bookings:
        per_stop[b.stop_id] += b.revenue
    out.append("Revenue by stop:")
    for stop, total in sorted(per_stop.items()):
        share = total / sum(per_stop.values()) * 100
        out.append(f"  {stop}  £{total:>8.2f}  {share:5.1f}%")

    panels = Counter(b.panel for b in bookings)
    out.append("Panels: " + ", ".join(f"{p}={n}" for p, n in sorted(panels.items())))
    long_runs = [b for b in bookings if b.is_long]
    out.append(f"Long runs (4+ weeks): {len(long_runs)}")

    if problems:
        out.append(f"Skipped {len(problems)} line(s):")
        out.extend(f"  ! {p}" for p in problems)

    grand = sum(totals.values())
    summary = {
        "bookings": len(bookings),
        "advertisers": len(totals),
        "stops": len(per_stop),
        "revenue": round(grand, 2),
        "top": max(totals, key=totals.get) if totals else None,
        "skipped": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    path = Path(argv[0]) if argv else DEFAULT
    bookings, problems = load(path.read_text(encoding="utf-8"))
    print(report(bookings, problems))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
