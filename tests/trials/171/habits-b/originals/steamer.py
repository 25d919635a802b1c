"""Paddle-steamer excursion tickets: takings by route, class and sailing."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Ticket = namedtuple("Ticket", "sailing route cls adults children fare")
Bad = namedtuple("Bad", "line reason")

CLASSES = ("deck", "saloon", "bridge")
CHILD_FACTOR = 0.5

takings = lambda t: t.fare * (t.adults + CHILD_FACTOR * t.children)
heads = lambda t: t.adults + t.children


def parse(numbered):
    n, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != 6:
        return Bad(n, f"expected 6 fields, got {len(parts)}")
    sailing, route, cls, a, c, f = parts
    if cls not in CLASSES:
        return Bad(n, f"unknown class {cls!r}")
    try:
        adults, children, fare = int(a), int(c), float(f)
    except ValueError as e:
        return Bad(n, f"bad number ({e})")
    if min(adults, children) < 0:
        return Bad(n, "negative passengers")
    return Ticket(sailing, route, cls, adults, children, fare)


def total(items, f):
    return reduce(lambda acc, x: acc + f(x), items, 0)


def grouped(items, key):
    return [(k, list(g)) for k, g in groupby(sorted(items, key=key), key=key)]


def report(text):
    numbered = filter(
        lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
        enumerate(text.splitlines(), start=1),
    )
    parsed = list(map(parse, numbered))
    tickets = [p for p in parsed if isinstance(p, Ticket)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    lines = ["PADDLE STEAMER TAKINGS", "=" * 22, "", "By route:"]
    by_route = sorted(
        ((route, total(ts, heads), total(ts, takings)) for route, ts in grouped(tickets, attrgetter("route"))),
        key=lambda r: -r[2],
    )
    lines += [f"  {r:<14}{h:>4} pax {v:>9.2f}" for r, h, v in by_route]

    lines += ["", "By class:"]
    by_cls = dict(grouped(tickets, attrgetter("cls")))
    lines += [
        f"  {c:<8}{total(by_cls.get(c, []), heads):>4} pax {total(by_cls.get(c, []), takings):>9.2f}"
        for c in CLASSES
    ]

    lines += ["", "Busiest sailings:"]
    sailings = sorted(
        ((s, total(ts, heads)) for s, ts in grouped(tickets, attrgetter("sailing"))),
        key=lambda p: (-p[1], p[0]),
    )
    lines += [f"  {s}  {h} pax" for s, h in sailings[:3]]

    child_share = total(tickets, attrgetter("children")) / max(1, total(tickets, heads))
    lines += ["", f"Children: {child_share:.1%} of passengers"]

    if bad:
        lines += ["", f"Skipped {len(bad)} bad line(s):"]
        lines += list(map(lambda b: f"  line {b.line}: {b.reason}", bad))

    summary = {
        "tickets": len(tickets),
        "skipped": len(bad),
        "passengers": total(tickets, heads),
        "takings": round(total(tickets, takings), 2),
        "best_route": by_route[0][0] if by_route else None,
    }
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)


if __name__ == "__main__":
    with open("root/steamer_tickets.txt", encoding="utf-8") as fh:
        print(report(fh.read()))
