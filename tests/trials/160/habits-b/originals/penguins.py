import sys
from collections import namedtuple, Counter
from functools import reduce
from itertools import groupby
from operator import attrgetter
import json

Nest = namedtuple("Nest", "date colony nest_id species eggs chicks status")
Bad = namedtuple("Bad", "line reason")

SPECIES = frozenset({"Adelie", "Gentoo", "Chinstrap"})
STATUSES = frozenset({"active", "abandoned", "predated"})


def parse(numbered):
    lineno, raw = numbered
    fields = raw.rstrip("\n").split("\t")
    if len(fields) != 7:
        return Bad(lineno, f"expected 7 fields, got {len(fields)}")
    date, colony, nest_id, species, eggs, chicks, status = fields
    if species not in SPECIES:
        return Bad(lineno, f"unknown species {species!r}")
    if status not in STATUSES:
        return Bad(lineno, f"unknown status {status!r}")
    try:
        e, c = int(eggs), int(chicks)
    except ValueError:
        return Bad(lineno, f"non-numeric count {eggs!r}/{chicks!r}")
    if min(e, c) < 0:
        return Bad(lineno, "negative count")
    return Nest(date, colony, nest_id, species, e, c, status)


def latest_visit(nests):
    # a nest visited twice keeps only its latest record
    return list(reduce(lambda acc, n: {**acc, n.nest_id: n}, sorted(nests, key=attrgetter("date")), {}).values())


def occupancy(nests):
    active = list(filter(lambda n: n.status == "active", nests))
    return len(active) / len(nests) if nests else 0.0


def colony_lines(nests):
    by_colony = groupby(sorted(nests, key=attrgetter("colony")), key=attrgetter("colony"))
    return map(
        lambda kv: (lambda name, group: (
            f"{name:<11} nests={len(group):>2} eggs={sum(map(attrgetter('eggs'), group)):>2} "
            f"chicks={sum(map(attrgetter('chicks'), group)):>2} active={occupancy(group):.0%}"
        ))(kv[0], list(kv[1])),
        by_colony,
    )


def species_lines(nests):
    counts = Counter(map(attrgetter("species"), nests))
    return map(lambda sc: f"{sc[0]:<10} {sc[1]:>2} {'#' * sc[1]}", sorted(counts.items(), key=lambda sc: (-sc[1], sc[0])))


def report(path):
    with open(path) as fh:
        rows = list(enumerate(fh, start=1))
    records = list(map(parse, filter(lambda r: r[0] > 1 and r[1].strip(), rows)))
    bad = [r for r in records if isinstance(r, Bad)]
    visits = [r for r in records if isinstance(r, Nest)]
    nests = sorted(latest_visit(visits), key=attrgetter("colony", "nest_id"))

    out = ["PENGUIN NEST CENSUS", "-" * 19]
    out += map(
        lambda n: f"{n.nest_id:<6} {n.colony:<11} {n.species:<10} eggs={n.eggs} chicks={n.chicks} {n.status}",
        nests,
    )
    out += ["", "BY COLONY", *colony_lines(nests)]
    out += ["", "BY SPECIES", *species_lines(nests)]
    if bad:
        out += ["", "REJECTED", *map(lambda b: f"line {b.line}: {b.reason}", bad)]
    summary = {
        "visits": len(visits),
        "nests": len(nests),
        "rejected": len(bad),
        "eggs": sum(map(attrgetter("eggs"), nests)),
        "chicks": sum(map(attrgetter("chicks"), nests)),
        "occupancy": round(occupancy(nests), 3),
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/penguins.tsv"))
