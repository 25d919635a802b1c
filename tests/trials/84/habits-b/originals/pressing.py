"""Vinyl pressing plant: reject rates per press and title, from a TSV batch log."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Batch = namedtuple("Batch", "batch press date title pressed rejected colour")
Bad = namedtuple("Bad", "line reason")
Stat = namedtuple("Stat", "key batches pressed rejected")

FIELDS = len(Batch._fields)
ALERT = 0.05  # a press rejecting more than 5% gets flagged


def parse(numbered):
    n, raw = numbered
    cols = raw.rstrip("\n").split("\t")
    if len(cols) != FIELDS:
        return Bad(n, f"expected {FIELDS} columns, got {len(cols)}")
    try:
        pressed, rejected = map(int, cols[4:6])
    except ValueError:
        return Bad(n, f"non-numeric count in {cols[4:6]!r}")
    if not 0 <= rejected <= pressed:
        return Bad(n, f"rejected {rejected} out of range for {pressed} pressed")
    return Batch(*cols[:4], pressed, rejected, cols[6])


def stats_by(key, batches):
    ordered = sorted(batches, key=key)
    return [
        reduce(
            lambda acc, b: Stat(k, acc.batches + 1, acc.pressed + b.pressed, acc.rejected + b.rejected),
            grp,
            Stat(k, 0, 0, 0),
        )
        for k, grp in groupby(ordered, key=key)
    ]


rate = lambda s: s.rejected / s.pressed if s.pressed else 0.0
pct = lambda x: f"{x * 100:5.1f}%"


def table(title, stats, width):
    rows = map(
        lambda s: f"  {s.key:<{width}} {s.batches:>2} batches {s.pressed:>5} pressed {s.rejected:>4} rejected {pct(rate(s))}"
        + ("  !" if rate(s) > ALERT else ""),
        sorted(stats, key=lambda s: (-rate(s), s.key)),
    )
    return [title, *rows]


def report(text):
    lines = text.splitlines()
    numbered = filter(lambda p: p[1].strip(), enumerate(lines[1:], start=2))
    parsed = list(map(parse, numbered))
    good = [p for p in parsed if isinstance(p, Batch)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_press = stats_by(attrgetter("press"), good)
    by_title = stats_by(attrgetter("title"), good)
    width = max(map(len, map(attrgetter("key"), by_title)), default=0)

    totals = reduce(
        lambda acc, b: (acc[0] + b.pressed, acc[1] + b.rejected), good, (0, 0)
    )
    flagged = sorted(s.key for s in by_press if rate(s) > ALERT)
    worst = max(good, key=lambda b: (b.rejected / b.pressed, b.batch), default=None)

    out = [
        "Pressing plant report",
        "=====================",
        *table("By press:", by_press, 4),
        "",
        *table("By title:", by_title, width),
        "",
        f"Total: {totals[0]} pressed, {totals[1]} rejected ({pct(totals[1] / totals[0]).strip()})",
    ]
    if worst:
        out.append(f"Worst batch: {worst.batch} ({worst.title} on {worst.press}, {pct(worst.rejected / worst.pressed).strip()})")
    if bad:
        out += ["", f"Skipped {len(bad)} line(s):", *(f"  line {b.line}: {b.reason}" for b in bad)]
    summary = {
        "batches": len(good),
        "pressed": totals[0],
        "rejected": totals[1],
        "reject_rate": round(totals[1] / totals[0], 4),
        "flagged": flagged,
        "skipped": len(bad),
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/pressings.tsv") as f:
        print(report(f.read()))
