"""Lido turnstile report: entries per hour, per gate and per ticket type."""
import json
import sys
from collections import namedtuple, Counter
from functools import reduce
from itertools import groupby
from operator import attrgetter

Entry = namedtuple("Entry", "hour minute gate ticket paid water")
Bad = namedtuple("Bad", "lineno reason")

TICKETS = frozenset({"adult", "child", "concession", "season"})


def parse(lineno_line):
    lineno, line = lineno_line
    fields = line.strip().split("|")
    if len(fields) != 5:
        return Bad(lineno, f"{len(fields)} fields")
    time, gate, ticket, paid, water = fields
    hh, _, mm = time.partition(":")
    if len(hh) != 2 or not (hh + mm).isdigit():
        return Bad(lineno, f"bad time {time!r}")
    if ticket not in TICKETS:
        return Bad(lineno, f"unknown ticket {ticket!r}")
    try:
        return Entry(int(hh), int(mm), gate, ticket, float(paid), float(water))
    except ValueError as e:
        return Bad(lineno, str(e))


def is_data(pair):
    return pair[1].strip() and not pair[1].startswith("#")


def load(path):
    with open(path, encoding="utf-8") as fh:
        parsed = list(map(parse, filter(is_data, enumerate(fh, start=1))))
    entries = [p for p in parsed if isinstance(p, Entry)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    return entries, bad


def bar(n, scale=1):
    return "#" * (n // scale)


def report(path):
    entries, bad = load(path)
    by_hour = {h: list(g) for h, g in groupby(sorted(entries, key=attrgetter("hour")), key=attrgetter("hour"))}
    gates = Counter(map(attrgetter("gate"), entries))
    tickets = Counter(e.ticket for e in entries)
    takings = reduce(lambda acc, e: acc + e.paid, entries, 0.0)
    paying = list(filter(lambda e: e.paid > 0, entries))
    warmest = max(entries, key=lambda e: (e.water, -e.hour * 60 - e.minute))

    lines = ["LIDO TURNSTILE REPORT", ""]
    lines.append("Entries by hour")
    lines += [f"  {h:02d}:00  {len(es):>3} {bar(len(es))}" for h, es in by_hour.items()]
    lines.append("")
    lines.append("Gates")
    lines += [f"  {g:<6}{n:>4}" for g, n in sorted(gates.items(), key=lambda kv: (-kv[1], kv[0]))]
    lines.append("")
    lines.append("Tickets")
    lines += [
        f"  {t:<11}{tickets.get(t, 0):>3}  {100 * tickets.get(t, 0) / len(entries):5.1f}%"
        for t in sorted(TICKETS)
    ]
    lines.append("")
    lines.append(f"takings: £{takings:,.2f} from {len(paying)} paying swimmers")
    lines.append(f"mean fee: £{takings / len(paying):.2f}" if paying else "mean fee: n/a")
    lines.append(f"water peaked at {warmest.water:.1f}°C ({warmest.hour:02d}:{warmest.minute:02d})")
    if bad:
        lines.append("")
        lines.append(f"rejected {len(bad)} line(s)")
        lines += list(map(lambda b: f"  #{b.lineno}: {b.reason}", bad))
    busiest = max(by_hour, key=lambda h: (len(by_hour[h]), -h))
    summary = {
        "entries": len(entries),
        "takings": round(takings, 2),
        "busiest_hour": busiest,
        "gates": dict(sorted(gates.items())),
        "rejected": len(bad),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/lido_gates.txt"))
