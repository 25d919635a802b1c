import json
from collections import namedtuple
from functools import reduce
from itertools import groupby, chain
from operator import attrgetter
from statistics import mean

Record = namedtuple("Record", "ewe date breed born alive weights")
Bad = namedtuple("Bad", "line reason")

FIELDS = 6
LOW_WEIGHT = 3.0


def parse(numbered):
    lineno, line = numbered
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != FIELDS:
        return Bad(lineno, f"expected {FIELDS} fields, got {len(parts)}")
    ewe, date, breed, born_s, alive_s, weights_s = parts
    try:
        born, alive = int(born_s), int(alive_s)
        weights = tuple(map(float, filter(None, weights_s.split(";"))))
    except ValueError as exc:
        return Bad(lineno, f"not a number ({exc.args[0].split(': ')[-1]})")
    if alive > born:
        return Bad(lineno, f"alive {alive} > born {born}")
    if len(weights) != born:
        return Bad(lineno, f"{len(weights)} weights for {born} lambs")
    return Record(ewe, date, breed, born, alive, weights)


is_bad = lambda r: isinstance(r, Bad)
content = lambda pair: pair[1].strip() and not pair[1].lstrip().startswith("#")


def load(text):
    lines = filter(content, enumerate(text.splitlines(), start=1))
    parsed = list(map(parse, lines))
    return (
        list(filter(lambda r: not is_bad(r), parsed)),
        list(filter(is_bad, parsed)),
    )


def breed_stats(records):
    by_breed = groupby(sorted(records, key=attrgetter("breed")), key=attrgetter("breed"))

    def stats(item):
        breed, group = item
        group = list(group)
        born = sum(map(attrgetter("born"), group))
        alive = sum(map(attrgetter("alive"), group))
        weights = list(chain.from_iterable(map(attrgetter("weights"), group)))
        return breed, {
            "ewes": len(group),
            "born": born,
            "alive": alive,
            "survival": round(100 * alive / born, 1) if born else 0.0,
            "mean_kg": round(mean(weights), 2) if weights else 0.0,
        }

    return dict(map(stats, by_breed))


def report(text):
    records, bad = load(text)
    stats = breed_stats(records)
    totals = reduce(
        lambda acc, r: {"born": acc["born"] + r.born, "alive": acc["alive"] + r.alive},
        records,
        {"born": 0, "alive": 0},
    )
    light = sorted(
        filter(lambda w: w[1] < LOW_WEIGHT,
               chain.from_iterable(map(lambda r: ((r.ewe, w) for w in r.weights), records))),
        key=lambda w: (w[1], w[0]),
    )
    per_day = {d: sum(map(attrgetter("born"), g))
               for d, g in groupby(records, key=attrgetter("date"))}
    busiest = max(per_day.items(), key=lambda kv: (kv[1], kv[0]), default=(None, 0))

    lines = ["LAMBING REPORT", "=" * 44]
    lines += [f"{breed:<8} ewes {s['ewes']:>2}  born {s['born']:>2}  alive {s['alive']:>2}"
              f"  {s['survival']:>5.1f}%  avg {s['mean_kg']:.2f} kg"
              for breed, s in stats.items()]
    lines.append("-" * 44)
    lines.append(f"Light lambs (< {LOW_WEIGHT} kg): " +
                 (", ".join(f"{e} {w:.1f}" for e, w in light) or "none"))
    lines.append(f"Busiest day: {busiest[0]} ({busiest[1]} lambs)")
    if bad:
        lines.append(f"Skipped {len(bad)} line(s):")
        lines += [f"  line {b.line}: {b.reason}" for b in bad]
    summary = {
        "ewes": len(records),
        "born": totals["born"],
        "alive": totals["alive"],
        "survival": round(100 * totals["alive"] / totals["born"], 1) if totals["born"] else 0.0,
        "skipped": len(bad),
        "breeds": sorted(stats),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    with open("root/lambing.txt") as fh:
        print(report(fh.read()))
