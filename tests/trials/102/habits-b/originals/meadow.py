"""Wildflower meadow quadrat survey report."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Record = namedtuple("Record", "quadrat species count cover")
Bad = namedtuple("Bad", "line reason")
SpeciesStats = namedtuple("SpeciesStats", "species quadrats total mean_cover")

is_data = lambda pair: pair[1].strip() and not pair[1].lstrip().startswith("#")


def parse(pair):
    lineno, raw = pair
    parts = [p.strip() for p in raw.split("|")]
    if len(parts) != 4:
        return Bad(lineno, f"expected 4 fields, got {len(parts)}")
    quadrat, species, count_s, cover_s = parts
    if not count_s.isdigit():
        return Bad(lineno, f"count not a whole number: {count_s!r}")
    try:
        cover = float(cover_s)
    except ValueError:
        return Bad(lineno, f"cover not a number: {cover_s!r}")
    if not 0 <= cover <= 100:
        return Bad(lineno, f"cover out of range: {cover}")
    return Record(quadrat, species, int(count_s), cover)


def species_stats(species, recs):
    recs = list(recs)
    return SpeciesStats(
        species,
        len({r.quadrat for r in recs}),
        sum(map(attrgetter("count"), recs)),
        sum(map(attrgetter("cover"), recs)) / len(recs),
    )


def simpson(counts):
    n = sum(counts)
    return 1 - sum(map(lambda c: c * (c - 1), counts)) / (n * (n - 1)) if n > 1 else 0.0


def by(key, xs):
    return groupby(sorted(xs, key=attrgetter(key)), key=attrgetter(key))


def report(text):
    parsed = list(map(parse, filter(is_data, enumerate(text.splitlines(), start=1))))
    records = list(filter(lambda p: isinstance(p, Record), parsed))
    bad = list(filter(lambda p: isinstance(p, Bad), parsed))

    stats = sorted(
        (species_stats(sp, rs) for sp, rs in by("species", records)),
        key=lambda s: (-s.total, s.species),
    )
    quadrats = {q: list(rs) for q, rs in by("quadrat", records)}

    out = ["Meadow quadrat survey", "-" * 21, f"{'Species':<22}{'Quads':>6}{'Count':>7}{'Cover%':>8}"]
    out += [f"{s.species:<22}{s.quadrats:>6}{s.total:>7}{s.mean_cover:>8.1f}" for s in stats]
    out += ["", "Per quadrat (species, individuals, Simpson 1-D):"]
    out += [
        f"  {q}: {len(rs)} species, {sum(r.count for r in rs)} plants, D={simpson([r.count for r in rs]):.3f}"
        for q, rs in quadrats.items()
    ]
    out += ["", f"Rejected {len(bad)} line(s):"]
    out += [f"  line {b.line}: {b.reason}" for b in bad]

    total = reduce(lambda acc, r: acc + r.count, records, 0)
    richest = max(quadrats.items(), key=lambda kv: (len(kv[1]), kv[0]))[0] if quadrats else None
    summary = {
        "records": len(records),
        "rejected": len(bad),
        "species": len(stats),
        "plants": total,
        "commonest": stats[0].species if stats else None,
        "richest_quadrat": richest,
        "site_simpson": round(simpson([s.total for s in stats]), 3),
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/quadrats.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))
