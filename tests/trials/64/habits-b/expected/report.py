"""Lab instrument booking report, written in a functional style."""
import json
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter

Booking = namedtuple("Booking", "date instrument researcher hours status")

RATES = {"confocal": 40.0, "sequencer": 55.0, "spectrometer": 30.0}
DEFAULT_RATE = 12.5


def parse_line(line, sep="|"):
    fields = [f.strip() for f in line.split(sep)]
    if len(fields) != 5:
        return None
    date, instrument, researcher, hours, status = fields
    return Booking(date, instrument, researcher, float(hours), status)


def read_bookings(path):
    with open(path, encoding="utf-8") as fh:
        lines = (ln.strip() for ln in fh)
        yield from map(parse_line, filter(lambda ln: ln and not ln.startswith("#"), lines))


def cost(booking, rates=RATES, default=DEFAULT_RATE):
    return booking.hours * rates.get(booking.instrument, default)


def summarise(group, key):
    items = list(group)
    hours = reduce(lambda acc, b: acc + b.hours, items, 0.0)
    return {"key": key, "count": len(items), "hours": hours, "cost": sum(map(cost, items))}


def grouped(bookings, field):
    keyfn = attrgetter(field)
    return [summarise(g, k) for k, g in groupby(sorted(bookings, key=keyfn), key=keyfn)]


def bar(hours, scale=2):
    return "#" * round(hours * scale / 2)


def report(path="root/lab_bookings.txt"):
    parsed = list(read_bookings(path))
    valid = [b for b in parsed if b is not None]
    rejected = len(parsed) - len(valid)
    done, *_ = [[b for b in valid if b.status == "done"]]
    missed = [b for b in valid if b.status != "done"]

    lines = ["LAB INSTRUMENT BOOKINGS", "-" * 23]
    by_instrument = sorted(grouped(done, "instrument"), key=lambda s: (-s["hours"], s["key"]))
    lines += [
        f"{s['key']:<13}{s['count']:>2} bookings {s['hours']:>6.2f} h  {s['cost']:>8.2f} EUR  {bar(s['hours'])}"
        for s in by_instrument
    ]

    lines.append("")
    lines.append("Researchers:")
    by_person = grouped(done, "researcher")
    lines += [f"  {s['key']:<10} {s['hours']:5.2f} h" for s in by_person]

    days = grouped(done, "date")
    running = list(accumulate(d["hours"] for d in days))
    lines.append("")
    lines.append("Cumulative hours: " + " ".join(f"{d['key'][-2:]}:{r:g}" for d, r in zip(days, running)))

    missed_names = sorted(set(chain.from_iterable((b.researcher, b.instrument) for b in missed)))
    if missed:
        lines.append(f"Missed ({len(missed)}): {', '.join(missed_names)}")

    top, *rest = by_person and sorted(by_person, key=lambda s: -s["hours"]) or [None]
    total_cost = sum(s["cost"] for s in by_instrument)
    summary = {
        "bookings": len(valid),
        "done": len(done),
        "missed": len(missed),
        "rejected": rejected,
        "hours": round(sum(b.hours for b in done), 2),
        "cost": round(total_cost, 2),
        "top_researcher": top["key"] if top else None,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report())
