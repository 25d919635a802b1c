#!/usr/bin/env python3
"""Stilt-walking troupe bookings: earnings per walker and per event type."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Booking = namedtuple("Booking", "date walker event hours fee stilt_ft")
Bad = namedtuple("Bad", "line reason")

MAX_STILT_FT = 6
EVENTS = ("carnival", "festival", "wedding", "corporate", "parade")


def parse(numbered):
    line, raw = numbered
    fields = raw.split("|")
    if len(fields) != 6:
        return Bad(line, f"{len(fields)} fields, want 6")
    date, walker, event, hours, fee, stilt = map(str.strip, fields)
    try:
        b = Booking(date, walker, event, float(hours), int(fee), int(stilt))
    except ValueError as e:
        return Bad(line, f"bad number ({e.args[0].split(':')[-1].strip()})")
    if b.event not in EVENTS:
        return Bad(line, f"unknown event {b.event!r}")
    if b.fee <= 0:
        return Bad(line, f"fee {b.fee} not positive")
    if b.stilt_ft > MAX_STILT_FT:
        return Bad(line, f"stilts {b.stilt_ft} ft over the {MAX_STILT_FT} ft limit")
    return b


def load(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    body = filter(lambda p: p[1].strip(), enumerate(lines[1:], start=2))
    parsed = list(map(parse, body))
    good = [p for p in parsed if isinstance(p, Booking)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    return good, bad


def summarise(bookings, key):
    ordered = sorted(bookings, key=attrgetter(key))
    return {
        k: (len(g), sum(map(attrgetter("hours"), g)), sum(map(attrgetter("fee"), g)))
        for k, g in ((k, list(g)) for k, g in groupby(ordered, key=attrgetter(key)))
    }


def rate(stats):
    n, hours, fee = stats
    return fee / hours if hours else 0.0


def main(path):
    good, bad = load(path)
    out = [f"Stilt troupe bookings ({len(good)} ok, {len(bad)} rejected)", "-" * 44]
    out += list(map(lambda b: f"line {b.line}: {b.reason}", bad))

    walkers = summarise(good, "walker")
    out.append("")
    out.append(f"{'walker':<10}{'gigs':>5}{'hours':>7}{'fees':>8}{'per hr':>9}")
    ranked = sorted(walkers.items(), key=lambda kv: (-kv[1][2], kv[0]))
    out += [
        f"{w:<10}{n:>5}{h:>7.1f}{f:>8}{rate((n, h, f)):>9.2f}"
        for w, (n, h, f) in ranked
    ]

    events = summarise(good, "event")
    out.append("")
    out += [
        f"{e}: {n} gig{'s' if n != 1 else ''}, avg fee {f / n:.1f}"
        for e, (n, _, f) in sorted(events.items())
    ]

    total_fee = reduce(lambda acc, b: acc + b.fee, good, 0)
    total_hours = reduce(lambda acc, b: acc + b.hours, good, 0.0)
    tallest = max(good, key=lambda b: (b.stilt_ft, b.date))
    top = ranked[0][0] if ranked else None
    out.append("")
    out.append(f"Tallest stilts: {tallest.walker} at {tallest.stilt_ft} ft on {tallest.date}")
    summary = {
        "bookings": len(good),
        "rejected": len(bad),
        "hours": round(total_hours, 2),
        "fees": total_fee,
        "top_walker": top,
        "busiest_event": max(events, key=lambda e: (events[e][0], e)),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else "root/stilt_bookings.txt"))
