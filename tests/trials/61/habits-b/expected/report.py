import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter

Wash = namedtuple("Wash", "bay time program price minutes payment")

PAYMENTS = ("card", "cash", "app")


def parse_lines(text, comment="#", sep="|"):
    stripped = (line.strip() for line in text.splitlines())
    rows = (line for line in stripped if line and not line.startswith(comment))
    return (tuple(part.strip() for part in row.split(sep)) for row in rows)


def to_wash(fields):
    bay, time, program, price, minutes, payment = fields
    return Wash(bay, time, program, float(price), int(minutes), payment)


def hour_of(wash):
    return int(wash.time.split(":")[0])


def bucket(wash, edges=(10, 14)):
    h = hour_of(wash)
    return "morning" if h < edges[0] else "midday" if h < edges[1] else "afternoon"


def summarize(group, key=attrgetter("price")):
    items = list(group)
    total = sum(map(key, items))
    return len(items), total, sum(w.minutes for w in items)


def bar(value, scale=5.0, char="#"):
    return char * round(value / scale)


def report(path):
    with open(path, encoding="utf-8") as fh:
        parsed = list(map(to_wash, parse_lines(fh.read())))
    valid, rejected = (
        [w for w in parsed if w.payment in PAYMENTS],
        [w for w in parsed if w.payment not in PAYMENTS],
    )
    revenue = reduce(lambda acc, w: acc + w.price, valid, 0.0)
    lines = [f"Car wash day: {len(valid)} washes, {revenue:.2f} EUR", ""]

    lines.append(f"{'Bay':<5}{'Washes':>7}{'Revenue':>10}{'Minutes':>9}{'EUR/min':>9}")
    by_bay = sorted(valid, key=attrgetter("bay"))
    bays = {bay: summarize(grp) for bay, grp in groupby(by_bay, key=attrgetter("bay"))}
    for bay, (count, total, minutes) in bays.items():
        lines.append(f"{bay:<5}{count:>7}{total:>10.2f}{minutes:>9}{total / minutes:>9.3f}")

    lines += ["", "Programs:"]
    by_program = sorted(valid, key=lambda w: (w.program, w.time))
    programs = [(name, *summarize(grp)) for name, grp in groupby(by_program, key=attrgetter("program"))]
    for name, count, total, minutes in sorted(programs, key=lambda p: (-p[2], p[0])):
        lines.append(f"  {name:<7}{count:>3} x  {total:>6.2f}  avg {minutes / count:4.1f} min  {bar(total)}")

    lines += ["", "Running revenue by slot:"]
    slots = ("morning", "midday", "afternoon")
    slot_totals = [sum(w.price for w in valid if bucket(w) == s) for s in slots]
    for slot, subtotal, running in zip(slots, slot_totals, accumulate(slot_totals)):
        lines.append(f"  {slot:<10}{subtotal:>7.2f}{running:>8.2f}")

    payments = {p: len([w for w in valid if w.payment == p]) for p in PAYMENTS}
    busiest, *_ = sorted(bays, key=lambda b: (-bays[b][0], b))
    longest = max(valid, key=lambda w: (w.minutes, w.time))
    tags = sorted(set(chain.from_iterable((w.bay, w.program) for w in rejected)))
    lines.append("")
    lines.extend(f"  rejected: {w.bay} {w.time} ({w.payment})" for w in rejected)
    lines.append(f"Longest wash: {longest.bay} at {longest.time}, {longest.minutes} min ({longest.program})")

    summary = {
        "washes": len(valid),
        "revenue": round(revenue, 2),
        "busiest_bay": busiest,
        "payments": payments,
        "rejected_tags": tags,
        "avg_minutes": round(sum(map(attrgetter("minutes"), valid)) / len(valid), 2),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/carwash/washes.txt"))
