"""Clock repair bench report."""
from collections import namedtuple
from datetime import date
from functools import reduce
from itertools import groupby
from operator import attrgetter
import json
import sys

Ticket = namedtuple("Ticket", "ticket received finished kind maker hours parts status")
Bad = namedtuple("Bad", "line reason")

RATE = 38.0
STATUSES = frozenset({"done", "waiting-parts", "in-progress"})

to_date = lambda s: date.fromisoformat(s) if s else None


def parse(numbered):
    n, raw = numbered
    fields = [f.strip() for f in raw.split("|")]
    if len(fields) != 8:
        return Bad(n, f"expected 8 fields, got {len(fields)}")
    ticket, rec, fin, kind, maker, hours, parts, status = fields
    if status not in STATUSES:
        return Bad(n, f"unknown status {status!r}")
    try:
        return Ticket(ticket, to_date(rec), to_date(fin), kind, maker,
                      float(hours), float(parts), status)
    except ValueError as e:
        return Bad(n, f"bad number or date ({e})")


def is_data(numbered):
    _, raw = numbered
    return bool(raw.strip()) and not raw.lstrip().startswith("#")


bill = lambda t: t.hours * RATE + t.parts
days = lambda t: (t.finished - t.received).days


def summarise_kind(item):
    kind, group = item
    ts = list(group)
    return kind, len(ts), sum(map(bill, ts))


def report(text):
    parsed = list(map(parse, filter(is_data, enumerate(text.splitlines(), start=1))))
    tickets = [p for p in parsed if isinstance(p, Ticket)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    done = list(filter(lambda t: t.status == "done", tickets))
    open_ = list(filter(lambda t: t.status != "done", tickets))

    by_kind = map(summarise_kind, groupby(sorted(done, key=attrgetter("kind")), key=attrgetter("kind")))
    total = reduce(lambda acc, t: acc + bill(t), done, 0.0)
    turnaround = list(map(days, done))
    avg_days = sum(turnaround) / len(turnaround) if turnaround else 0.0
    slowest = max(done, key=days, default=None)

    lines = ["CLOCK REPAIR BENCH", "-" * 18]
    lines += [f"{kind:<10}{n:>3} jobs  £{amount:>8.2f}" for kind, n, amount in by_kind]
    lines.append("")
    lines.append(f"Billed: £{total:.2f} at £{RATE:.0f}/h")
    lines.append(f"Average turnaround: {avg_days:.1f} days")
    if slowest:
        lines.append(f"Slowest: {slowest.ticket} ({slowest.kind}, {days(slowest)} days)")
    lines.append(f"Open: {', '.join(map(attrgetter('ticket'), open_)) or 'none'}")
    if bad:
        lines.append("")
        lines.append(f"Skipped {len(bad)} line(s):")
        lines += [f"  line {b.line}: {b.reason}" for b in bad]
    summary = {
        "done": len(done),
        "open": len(open_),
        "billed": round(total, 2),
        "avgDays": round(avg_days, 1),
        "skipped": len(bad),
    }
    lines.append("")
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/clock_repairs.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))
