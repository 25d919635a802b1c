"""Coffee roastery batch report: weight loss, cupping scores and output per origin."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter

Batch = namedtuple("Batch", "batch date origin roaster green roasted level score notes")
OriginRow = namedtuple("OriginRow", "origin count roasted loss score")
LEVELS = ("light", "medium", "dark")

mean = lambda xs: sum(xs) / len(xs) if xs else 0.0


def read_lines(path):
    with open(path, encoding="utf-8") as fh:
        yield from (line.rstrip("\n") for line in fh if line.strip() and not line.startswith("#"))


def parse(line, sep=","):
    batch, date, origin, roaster, green, roasted, level, score, notes = (c.strip() for c in line.split(sep))
    return Batch(batch, date, origin, roaster, int(green), int(roasted), level.lower(),
                 float(score) if score else None, tuple(filter(None, notes.split("|"))))


def loss_pct(b):
    return 100.0 * (b.green - b.roasted) / b.green if b.green else 0.0


def grouped(items, key):
    return ((k, list(g)) for k, g in groupby(sorted(items, key=key), key=key))


def origin_rows(batches):
    for origin, items in grouped(batches, attrgetter("origin")):
        scores = [b.score for b in items if b.score is not None]
        yield OriginRow(origin, len(items), sum(b.roasted for b in items), mean(list(map(loss_pct, items))), mean(scores))


def level_counts(batches, levels=LEVELS):
    return {lvl: sum(1 for b in batches if b.level == lvl) for lvl in levels}


def running_output(batches):
    days = [(d, sum(b.roasted for b in items)) for d, items in grouped(batches, attrgetter("date"))]
    return list(zip((d for d, _ in days), accumulate(t for _, t in days)))


def top_notes(batches, n=3):
    counted = ((note, len(list(g))) for note, g in groupby(sorted(chain.from_iterable(b.notes for b in batches))))
    return sorted(counted, key=lambda p: (-p[1], p[0]))[:n]


def best(batches):
    scored = filter(lambda b: b.score is not None, batches)
    return reduce(lambda a, b: b if a is None or b.score > a.score else a, scored, None)


def roaster_totals(batches):
    return reduce(lambda acc, b: {**acc, b.roaster: acc.get(b.roaster, 0) + b.roasted}, batches, {})


def fmt_row(row, width=12):
    origin, count, roasted, loss, score = row
    return f"{origin:<{width}}{count:>3}{roasted:>11,}{loss:>8.1f}%{score:>7.2f}"


def report(path="root/roasts.csv"):
    _header, *rows = read_lines(path)
    batches = [parse(r) for r in rows]
    table = sorted(origin_rows(batches), key=lambda r: (-r.roasted, r.origin))
    running = running_output(batches)
    top = best(batches)
    green, roasted = (sum(map(attrgetter(f), batches)) for f in ("green", "roasted"))
    summary = {
        "batches": len(batches),
        "levels": level_counts(batches),
        "green_kg": round(green / 1000, 1),
        "roasted_kg": round(roasted / 1000, 2),
        "mean_loss_pct": round(mean([loss_pct(b) for b in batches]), 2),
        "unscored": [b.batch for b in batches if b.score is None],
        "roasters": roaster_totals(batches),
        "best": {"batch": top.batch, "origin": top.origin, "score": top.score} if top else None,
    }
    lines = [
        f"Roastery report: {len(batches)} batches, {len(table)} origins",
        "",
        f"{'Origin':<12}{'N':>3}{'Roasted g':>11}{'Loss':>9}{'Score':>7}",
        *map(fmt_row, table),
        "",
        "Running output: " + ", ".join(f"{d[5:]}={total / 1000:.2f}kg" for d, total in running),
        "Top notes: " + " ".join(f"{note} x{n}" for note, n in top_notes(batches)),
        f"Share of light roasts: {summary['levels']['light'] / len(batches):.0%}",
        "",
        "JSON:",
        json.dumps(summary, indent=2),
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.stdout.write(report(*sys.argv[1:2]))
