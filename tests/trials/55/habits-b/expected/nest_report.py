"""Sea-turtle nesting season: hatch rates per beach and species, monthly totals, JSON summary."""
import json
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby

Nest = namedtuple("Nest", "beach nest species laid eggs hatched predated")


def parse_row(line, sep="|"):
    beach, nest, species, laid, eggs, hatched, predated = (p.strip() for p in line.split(sep))
    return Nest(beach, nest, species, laid, int(eggs), int(hatched), predated == "yes")


def read_nests(path):
    with open(path, encoding="utf-8") as fh:
        rows = (ln for ln in fh if ln.strip())
        next(rows)  # header
        yield from map(parse_row, rows)


pct = lambda part, whole: 100.0 * part / whole if whole else 0.0
month_of = lambda n: n.laid[:7]
total = lambda nests, field="eggs": sum(getattr(n, field) for n in nests)


def hatch_rate(nests):
    eggs, hatched = reduce(lambda acc, n: (acc[0] + n.eggs, acc[1] + n.hatched), nests, (0, 0))
    return pct(hatched, eggs)


def grouped(nests, key):
    return {k: list(g) for k, g in groupby(sorted(nests, key=key), key=key)}


def beach_lines(by_beach, width=12):
    ranked = sorted(by_beach.items(), key=lambda kv: (-hatch_rate(kv[1]), kv[0]))
    for beach, nests in ranked:
        lost = sum(1 for n in nests if n.predated)
        yield f"{beach:<{width}}{len(nests):>3}{total(nests):>6}{total(nests, 'hatched'):>6}{hatch_rate(nests):>8.1f}%{lost:>5}"


def monthly_lines(nests):
    by_month = grouped(nests, month_of)
    months = list(by_month)
    counts = [total(by_month[m], "hatched") for m in months]
    for month, n, running in zip(months, counts, accumulate(counts)):
        yield f"  {month}  +{n:<4d} cumulative {running:>4d}"


def flags(nests, threshold=50.0):
    failed = (f"{n.nest} predated ({n.beach})" for n in nests if n.predated)
    weak = (f"{n.nest} hatch {pct(n.hatched, n.eggs):.0f}% < {threshold:.0f}%"
            for n in nests if not n.predated and pct(n.hatched, n.eggs) < threshold)
    return list(chain(failed, weak))


def summary(nests, by_beach, by_species):
    best, *_, worst = sorted(by_beach, key=lambda b: hatch_rate(by_beach[b]), reverse=True)
    return {
        "nests": len(nests),
        "eggs": total(nests),
        "hatched": total(nests, "hatched"),
        "hatchRate": round(hatch_rate(nests), 1),
        "predated": sum(map(lambda n: n.predated, nests)),
        "species": {s: len(ns) for s, ns in by_species.items()},
        "bestBeach": best,
        "worstBeach": worst,
        "meanClutch": round(total(nests) / len(nests), 2),
        "largestClutch": max(nests, key=lambda n: n.eggs).nest,
    }


def report(path):
    nests = list(read_nests(path))
    by_beach = grouped(nests, lambda n: n.beach)
    by_species = grouped(nests, lambda n: n.species)
    header = f"{'Beach':<12}{'N':>3}{'Eggs':>6}{'Out':>6}{'Rate':>9}{'Lost':>5}"
    species = [f"  {s:<12} {len(ns):2d} nests  {hatch_rate(ns):5.1f}%"
               for s, ns in sorted(by_species.items(), key=lambda kv: len(kv[1]), reverse=True)]
    alerts = flags(nests)
    parts = [
        [f"NESTING REPORT: {len(nests)} nests, {len(by_beach)} beaches", "", header],
        beach_lines(by_beach),
        ["", "Species:"], species,
        ["", "Hatchlings by month:"], monthly_lines(nests),
        ["", f"Flags ({len(alerts)}):"], (f"  * {a}" for a in alerts),
        ["", "JSON:", json.dumps(summary(nests, by_beach, by_species), indent=2)],
    ]
    return "\n".join(chain.from_iterable(parts))


if __name__ == "__main__":
    print(report("root/nests.txt"))
