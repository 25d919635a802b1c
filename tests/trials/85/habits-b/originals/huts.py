import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
import json

Booking = namedtuple("Booking", "hut renter start nights rate status")
Bad = namedtuple("Bad", "line reason")

STATUSES = frozenset({"paid", "pending", "cancelled"})
SEASON_NIGHTS = 31


def parse(numbered):
    n, raw = numbered
    fields = [f.strip() for f in raw.split("|")]
    if len(fields) != 6:
        return Bad(n, f"expected 6 fields, got {len(fields)}")
    hut, renter, start, nights, rate, status = fields
    if status not in STATUSES:
        return Bad(n, f"unknown status {status!r}")
    try:
        return Booking(hut, renter, start, int(nights), float(rate), status)
    except ValueError as e:
        return Bad(n, f"bad number ({e})")


is_data = lambda p: p[1].strip() and not p[1].startswith("#")
revenue = lambda b: b.nights * b.rate
live = lambda b: b.status != "cancelled"


def summarise_hut(item):
    hut, bookings = item
    bookings = list(bookings)
    active = list(filter(live, bookings))
    nights = sum(map(attrgetter("nights"), active))
    earned = sum(map(revenue, filter(lambda b: b.status == "paid", active)))
    owed = sum(map(revenue, filter(lambda b: b.status == "pending", active)))
    return {
        "hut": hut,
        "bookings": len(active),
        "nights": nights,
        "occupancy": nights / SEASON_NIGHTS,
        "earned": earned,
        "owed": owed,
    }


def main(path):
    with open(path) as fh:
        lines = fh.read().split("\n")
    parsed = list(map(parse, filter(is_data, enumerate(lines, start=1))))
    bookings = [p for p in parsed if isinstance(p, Booking)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_hut = groupby(sorted(bookings, key=attrgetter("hut")), key=attrgetter("hut"))
    huts = list(map(summarise_hut, by_hut))

    out = ["Beach hut rentals - July", "-" * 24]
    out += [
        f"{h['hut']}  {h['bookings']} booking(s)  {h['nights']:>2} nights  "
        f"{h['occupancy']:6.1%}  earned {h['earned']:8.2f}  owed {h['owed']:7.2f}"
        for h in huts
    ]
    totals = reduce(
        lambda acc, h: {k: acc[k] + h[k] for k in ("nights", "earned", "owed")},
        huts,
        {"nights": 0, "earned": 0.0, "owed": 0.0},
    )
    out.append(f"TOTAL {totals['nights']} nights  earned {totals['earned']:.2f}  owed {totals['owed']:.2f}")

    cancelled = list(filter(lambda b: not live(b), bookings))
    out.append("")
    out.append(f"Cancelled: {', '.join(b.renter for b in cancelled) or 'none'}")
    best = max(huts, key=lambda h: (h["earned"], h["hut"]), default=None)
    out.append(f"Top earner: {best['hut'] if best else '-'}")

    out.append("")
    out.append(f"Rejected {len(bad)} line(s):")
    out += [f"  line {b.line}: {b.reason}" for b in bad]

    summary = {
        "huts": len(huts),
        "bookings": sum(map(lambda h: h["bookings"], huts)),
        "rejected": len(bad),
        "earned": round(totals["earned"], 2),
        "owed": round(totals["owed"], 2),
        "top": best["hut"] if best else None,
    }
    out.append("")
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else "root/huts.txt"))
