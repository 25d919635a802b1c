import sys
import json
from collections import namedtuple, Counter
from datetime import date
from functools import reduce
from itertools import groupby, starmap
from operator import attrgetter

Record = namedtuple("Record", "day road species count km")
Bad = namedtuple("Bad", "line reason")

PROTECTED = frozenset({"badger", "barn owl"})


def parse(numbered):
    lineno, raw = numbered
    cols = raw.rstrip("\n").split("\t")
    if len(cols) != 5:
        return Bad(lineno, f"expected 5 fields, got {len(cols)}")
    day_s, road, species, count_s, km_s = map(str.strip, cols)
    try:
        day = date.fromisoformat(day_s)
    except ValueError:
        return Bad(lineno, f"bad date {day_s!r}")
    if not count_s.isdigit():
        return Bad(lineno, f"bad count {count_s!r}")
    try:
        km = float(km_s)
    except ValueError:
        return Bad(lineno, f"bad km {km_s!r}")
    return Record(day, road, species, int(count_s), km)


def is_data(numbered):
    _, raw = numbered
    return bool(raw.strip()) and not raw.startswith("#") and not raw.startswith("date\t")


def hotspot(records):
    # the 1-km stretch with the most carcasses, per road
    bins = Counter(reduce(lambda acc, r: acc + [int(r.km)] * r.count, records, []))
    km, n = max(bins.items(), key=lambda kv: (kv[1], -kv[0]))
    return km, n


def road_line(road, records):
    records = list(records)
    total = sum(map(attrgetter("count"), records))
    km, n = hotspot(records)
    return f"{road:<6} {total:>3} carcasses  hotspot km {km}-{km + 1} ({n})"


def report(text):
    numbered = filter(is_data, enumerate(text.splitlines(), start=1))
    parsed = list(map(parse, numbered))
    good = list(filter(lambda p: isinstance(p, Record), parsed))
    bad = list(filter(lambda p: isinstance(p, Bad), parsed))

    by_road = sorted(good, key=attrgetter("road"))
    roads = list(starmap(road_line, groupby(by_road, key=attrgetter("road"))))

    species = reduce(lambda c, r: c + Counter({r.species: r.count}), good, Counter())
    ranked = sorted(species.items(), key=lambda kv: (-kv[1], kv[0]))
    protected = sum(map(attrgetter("count"), filter(lambda r: r.species in PROTECTED, good)))

    days = sorted({r.day for r in good})
    span = (days[-1] - days[0]).days + 1 if days else 0
    total = sum(species.values())

    lines = [
        "Road-kill survey report",
        "-----------------------",
        *roads,
        "",
        "Species:",
        *(f"  {name:<10} {n:>2}" for name, n in ranked),
        "",
        f"Protected species: {protected}",
        f"Rate: {total / span:.2f} per day over {span} days" if span else "Rate: n/a",
    ]
    if bad:
        lines += ["", f"Rejected {len(bad)} line(s):", *(f"  line {b.line}: {b.reason}" for b in bad)]
    summary = {
        "records": len(good),
        "rejected": len(bad),
        "carcasses": total,
        "protected": protected,
        "top_species": ranked[0][0] if ranked else None,
        "roads": len(roads),
    }
    return "\n".join(lines + [json.dumps(summary)])


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/roadkill.tsv"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))
