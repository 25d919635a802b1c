import csv
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from statistics import mean

Quake = namedtuple("Quake", "day time region mag depth felt")

BANDS = ((6.0, "strong"), (5.0, "moderate"), (4.0, "light"), (3.0, "minor"), (0.0, "micro"))


def parse_row(row):
    day, time = row["time"].split("T")
    return Quake(day, time, row["region"].strip(), float(row["magnitude"]),
                 float(row["depth_km"]), int(row["felt"]) if row["felt"] else None)


def load(ctx, path):
    text = ctx.fs.read(path)
    yield from map(parse_row, csv.DictReader(text.splitlines()))


def band(mag, bands=BANDS):
    return next(name for floor, name in bands if mag >= floor)


energy = lambda mag: 10 ** (1.5 * mag + 4.8)  # joules, Gutenberg-Richter


def depth_class(depth, shallow=15.0, deep=25.0):
    return "shallow" if depth < shallow else "deep" if depth >= deep else "mid"


def region_rows(quakes):
    by_region = lambda q: q.region
    for region, group in groupby(sorted(quakes, key=by_region), key=by_region):
        qs = list(group)
        strongest = max(qs, key=lambda q: q.mag)
        felt = [q.felt for q in qs if q.felt is not None]
        yield region, len(qs), mean(q.mag for q in qs), strongest, sum(felt), len(felt)


def daily_counts(quakes):
    days = [(day, len(list(g))) for day, g in groupby(quakes, key=lambda q: q.day)]
    running = accumulate(n for _, n in days)
    return [(day, n, total) for (day, n), total in zip(days, running)]


def histogram(quakes, width=1):
    counts = reduce(lambda acc, q: {**acc, band(q.mag): acc.get(band(q.mag), 0) + 1}, quakes, {})
    return [(name, counts.get(name, 0), "#" * counts.get(name, 0) * width)
            for _, name in reversed(BANDS)]


def summary(quakes):
    mags = [q.mag for q in quakes]
    total_energy = sum(map(energy, mags))
    biggest, *_ = sorted(quakes, key=lambda q: (-q.mag, q.day))
    return {
        "count": len(quakes),
        "mean_magnitude": round(mean(mags), 2),
        "max": {"region": biggest.region, "magnitude": biggest.mag, "day": biggest.day},
        "energy_tj": round(total_energy / 1e12, 3),
        "share_of_biggest": round(energy(biggest.mag) / total_energy, 4),
        "unfelt_or_unknown": sum(1 for q in quakes if not q.felt),
    }


def report(ctx, path="quakes.csv"):
    quakes = list(load(ctx, path))
    head = [f"Seismic digest: {len(quakes)} events, {quakes[0].day} .. {quakes[-1].day}", ""]
    regions = [f"{r:<9} n={n:>2} avg M{avg:4.2f} max M{s.mag:.1f} ({s.day}) felt {f:>5,d} in {k} reports"
               for r, n, avg, s, f, k in region_rows(quakes)]
    days = [f"  {d}  {n:>2}  cum {t:>3}" for d, n, t in daily_counts(quakes)]
    hist = [f"  {name:<8} {n:>2} {bar}" for name, n, bar in histogram(quakes)]
    depths = sorted({(c, sum(1 for q in quakes if depth_class(q.depth) == c)) for c in map(lambda q: depth_class(q.depth), quakes)},
                    key=lambda cn: (-cn[1], cn[0]))
    shallow_strong = [f"{q.region}@{q.time}" for q in filter(lambda q: q.mag >= 4.0 and depth_class(q.depth) == "shallow", quakes)]
    info = summary(quakes)
    lines = chain(head, ["By region:"], regions, ["", "Per day:"], days, ["", "Magnitude bands:"], hist,
                  ["", "Depth: " + ", ".join(f"{c} {n}" for c, n in depths),
                   f"Shallow M4+: {', '.join(shallow_strong) or 'none'}",
                   f"Energy {info['energy_tj']:.3f} TJ, biggest share {info['share_of_biggest']:.1%}",
                   "", json.dumps(info, sort_keys=False)])
    return "\n".join(lines)


#{
    name: "seismic-digest",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "quake_report",
            description: "Seismic digest of an earthquake catalog CSV",
            parameters: #{ path: #{ type: "string", description: "CSV file to read" } },
            execute: |args| {
                report(ctx, args.path)
            }
        });
    }
}
