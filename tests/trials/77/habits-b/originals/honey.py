"""Honey extraction batches: net yield per apiary, moisture grading, bad rows."""
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
import json

Batch = namedtuple("Batch", "batch apiary date frames gross tare moisture")
Bad = namedtuple("Bad", "line reason")

MOISTURE_LIMIT = 18.6  # above this honey may ferment


def parse(numbered):
    lineno, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 7:
        return Bad(lineno, f"expected 7 fields, got {len(fields)}")
    try:
        b = Batch(fields[0], fields[1], fields[2], int(fields[3]),
                  float(fields[4]), float(fields[5]), float(fields[6]))
    except ValueError as e:
        return Bad(lineno, f"bad number ({e})")
    if b.gross <= b.tare:
        return Bad(lineno, f"gross {b.gross} not above tare {b.tare}")
    return b


net = lambda b: round(b.gross - b.tare, 2)
is_bad = lambda r: isinstance(r, Bad)
grade = lambda b: "ok" if b.moisture <= MOISTURE_LIMIT else "wet"


def summarise(batches):
    total = reduce(lambda acc, b: acc + net(b), batches, 0.0)
    frames = sum(map(attrgetter("frames"), batches))
    return {"batches": len(batches), "net": round(total, 2), "frames": frames,
            "per_frame": round(total / frames, 3) if frames else 0.0}


def apiary_lines(batches):
    keyed = sorted(batches, key=attrgetter("apiary"))
    groups = ((k, list(g)) for k, g in groupby(keyed, key=attrgetter("apiary")))
    return [
        f"{name:<10} batches={s['batches']} frames={s['frames']:>3} net={s['net']:6.2f} kg"
        f" per-frame={s['per_frame']:.3f}"
        for name, s in ((name, summarise(g)) for name, g in groups)
    ]


def report(text):
    rows = list(filter(lambda p: p[1].strip() and not p[1].startswith("batch|"),
                       enumerate(text.splitlines(), start=1)))
    parsed = list(map(parse, rows))
    bad = list(filter(is_bad, parsed))
    good = list(filter(lambda r: not is_bad(r), parsed))
    wet = list(filter(lambda b: grade(b) == "wet", good))
    best = max(good, key=lambda b: (net(b) / b.frames, b.batch))
    overall = summarise(good)

    out = ["Honey extraction report", "=" * 23]
    out += apiary_lines(good)
    out.append("")
    out.append(f"Moisture limit {MOISTURE_LIMIT}%: {len(wet)} wet batch(es)")
    out += list(map(lambda b: f"  {b.batch} {b.apiary} {b.moisture}%", wet))
    out.append(f"Best batch: {best.batch} ({net(best) / best.frames:.3f} kg/frame)")
    if bad:
        out.append(f"Skipped {len(bad)} bad line(s):")
        out += [f"  line {b.line}: {b.reason}" for b in bad]
    summary = dict(overall, wet=len(wet), bad=len(bad))
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/honey.txt") as f:
        print(report(f.read()))
