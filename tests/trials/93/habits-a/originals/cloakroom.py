#!/usr/bin/env python3
"""Museum cloakroom: summarise a weekend of tickets from a CSV file."""
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "cloakroom.csv"
FEE_PER_ITEM = 1.50


def minutes(hhmm):
    h, m = (int(x) for x in hhmm.split(":"))
    return h * 60 + m


def parse(lines):
    """Yield (ticket dict or None, error or None) for each data line."""
    for n, line in enumerate(lines, start=1):
        line = line.strip()
        if not line or line.startswith("ticket,"):
            continue
        fields = [f.strip() for f in line.split(",")]
        if len(fields) != 6:
            yield None, f"line {n}: {len(fields)} fields, wanted 6"
            continue
        ticket, day, t_in, t_out, items, kind = fields
        if not items.isdigit():
            yield None, f"line {n}: items {items!r} is not a number"
            continue
        start = minutes(t_in)
        end = minutes(t_out) if t_out else None
        if end is not None and end < start:
            yield None, f"line {n}: {ticket} out {t_out} before in {t_in}"
            continue
        yield dict(ticket=ticket, day=day, start=start, end=end,
                   items=int(items), kind=kind), None


def fmt_stay(mins):
    return f"{mins // 60}h{mins % 60:02d}m"


def build_report(text):
    tickets, errors = [], []
    for rec, err in parse(text.splitlines()):
        if err:
            errors.append(err)
        else:
            tickets.append(rec)

    by_day = defaultdict(list)
    for t in tickets:
        by_day[t["day"]].append(t)

    kinds = Counter()
    for t in tickets:
        kinds[t["kind"]] += t["items"]

    out = [f"Cloakroom report: {len(tickets)} tickets over {len(by_day)} days", "=" * 48]
    out.append(f"{'Day':<5}{'Tickets':>8}{'Items':>7}{'Avg stay':>10}{'Fees':>9}")
    total_fees = 0.0
    for day, ts in by_day.items():
        stays = [t["end"] - t["start"] for t in ts if t["end"] is not None]
        avg = sum(stays) // len(stays) if stays else 0
        items = sum(t["items"] for t in ts)
        fees = items * FEE_PER_ITEM
        total_fees += fees
        out.append(f"{day:<5}{len(ts):>8}{items:>7}{fmt_stay(avg):>10}{fees:>9.2f}")
    out.append("-" * 48)

    out.append("Items by kind: " + ", ".join(f"{k} {v}" for k, v in kinds.most_common()))
    closed = [t for t in tickets if t["end"] is not None]
    longest = max(closed, key=lambda t: t["end"] - t["start"])
    out.append(f"Longest stay: {longest['ticket']} ({fmt_stay(longest['end'] - longest['start'])})")
    open_ = [t["ticket"] for t in tickets if t["end"] is None]
    if open_:
        out.append(f"Still in the cloakroom: {', '.join(open_)}")
    if errors:
        out.append(f"Skipped {len(errors)} line(s):")
        out.extend(f"  {e}" for e in errors)

    summary = {
        "tickets": len(tickets),
        "days": len(by_day),
        "items": sum(kinds.values()),
        "fees": round(total_fees, 2),
        "open": len(open_),
        "skipped": len(errors),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT
    print(build_report(path.read_text()))


if __name__ == "__main__":
    main(sys.argv)
