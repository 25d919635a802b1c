"""MRI scanner slot utilisation report (functional style)."""
import json
import re
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Slot = namedtuple("Slot", "scanner date start booked actual status part")
Bad = namedtuple("Bad", "lineno reason")

STATUSES = frozenset({"done", "dna", "cancelled"})
TIME_RE = re.compile(r"^\d{2}:\d{2}$")


def parse(numbered):
    lineno, line = numbered
    fields = line.split("|")
    if len(fields) != 7:
        return Bad(lineno, f"expected 7 fields, got {len(fields)}")
    scanner, date, start, booked, actual, status, part = map(str.strip, fields)
    if not TIME_RE.match(start):
        return Bad(lineno, f"bad start time {start!r}")
    if not (booked.isdigit() and actual.isdigit()):
        return Bad(lineno, f"bad minutes {booked!r}/{actual!r}")
    if status not in STATUSES:
        return Bad(lineno, f"unknown status {status!r}")
    return Slot(scanner, date, start, int(booked), int(actual), status, part)


def overrun(slot):
    return max(0, slot.actual - slot.booked)


def summarise(key, slots):
    slots = list(slots)
    done = list(filter(lambda s: s.status == "done", slots))
    booked = sum(map(attrgetter("booked"), slots))
    used = sum(map(attrgetter("actual"), done))
    return {
        "key": key,
        "slots": len(slots),
        "done": len(done),
        "booked": booked,
        "used": used,
        "util": round(100 * used / booked, 1) if booked else 0.0,
        "overrun": sum(map(overrun, done)),
    }


def group_summaries(slots, keyfn):
    ordered = sorted(slots, key=keyfn)
    return [summarise(k, g) for k, g in groupby(ordered, key=keyfn)]


def main(text):
    numbered = filter(
        lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
        enumerate(text.splitlines(), start=1),
    )
    parsed = list(map(parse, numbered))
    slots = [p for p in parsed if isinstance(p, Slot)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    lines = ["MRI slot utilisation", "-" * 20]
    fmt = lambda s: (
        f"{s['key']:<12}{s['slots']:>3} slots {s['done']:>3} done "
        f"{s['used']:>4}/{s['booked']:<4} min {s['util']:>5.1f}%  overrun {s['overrun']} min"
    )
    lines += map(fmt, group_summaries(slots, attrgetter("scanner")))
    lines.append("")
    lines += map(fmt, group_summaries(slots, attrgetter("date")))

    missed = list(filter(lambda s: s.status != "done", slots))
    lines.append("")
    lines.append(f"Missed slots: {len(missed)}")
    lines += [f"  {s.scanner} {s.date} {s.start} {s.part} ({s.status})" for s in missed]

    worst = reduce(lambda a, b: b if overrun(b) > overrun(a) else a, slots)
    lines.append(f"Worst overrun: {worst.scanner} {worst.date} {worst.start} {worst.part} +{overrun(worst)} min")

    by_part = {k: len(list(g)) for k, g in groupby(sorted(map(attrgetter("part"), slots)))}
    lines.append("Body parts: " + ", ".join(f"{k}={v}" for k, v in sorted(by_part.items(), key=lambda kv: (-kv[1], kv[0]))))

    if bad:
        lines.append("")
        lines.append(f"Rejected {len(bad)} line(s):")
        lines += [f"  line {b.lineno}: {b.reason}" for b in bad]

    total = summarise("all", slots)
    lines.append(json.dumps({
        "slots": total["slots"], "rejected": len(bad), "used_min": total["used"],
        "booked_min": total["booked"], "util": total["util"], "missed": len(missed),
    }))
    return "\n".join(lines)


if __name__ == "__main__":
    with open("root/mri_slots.txt") as fh:
        print(main(fh.read()))
