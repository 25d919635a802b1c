"""Scuba dive log report."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby

Dive = namedtuple("Dive", "date site diver depth minutes start_bar end_bar temp")

DEPTH_BANDS = ((18.0, "shallow"), (30.0, "deep"), (40.0, "very deep"))


def parse_line(line, sep="|"):
    date, site, diver, *nums = [p.strip() for p in line.split(sep)]
    depth, minutes, start_bar, end_bar, temp = map(float, nums)
    return Dive(date, site, diver, depth, int(minutes), int(start_bar), int(end_bar), temp)


def read_dives(lines):
    usable = (l for l in lines if l.strip() and not l.lstrip().startswith("#"))
    yield from map(parse_line, usable)


def gas_used(dive):
    return dive.start_bar - dive.end_bar


def air_rate(dive):
    """Bar per minute, normalised to surface pressure."""
    ata = 1 + dive.depth / 10
    return gas_used(dive) / dive.minutes / ata


def band(depth, bands=DEPTH_BANDS):
    return next((name for limit, name in bands if depth <= limit), "beyond")


def group_by(items, key):
    return {k: list(g) for k, g in groupby(sorted(items, key=key), key=key)}


def diver_line(diver, dives):
    total_min = sum(d.minutes for d in dives)
    deepest = max(dives, key=lambda d: d.depth)
    rate = sum(map(air_rate, dives)) / len(dives)
    return (f"  {diver:<6}{len(dives):>3} dives {total_min:>5} min  "
            f"deepest {deepest.depth:5.1f} m @ {deepest.site:<13} SAC {rate:.2f} bar/min")


def site_line(site, dives):
    depths = [d.depth for d in dives]
    avg = reduce(lambda acc, x: acc + x, depths, 0.0) / len(depths)
    warmest = max(d.temp for d in dives)
    return f"  {site:<13} {len(dives)} dives, avg {avg:5.1f} m, warmest {warmest:.0f}°C"


def running_bottom_time(dives):
    return list(accumulate(d.minutes for d in sorted(dives, key=lambda d: d.date)))


def band_counts(dives):
    names = sorted(map(lambda d: band(d.depth), dives))
    return {name: len(list(g)) for name, g in groupby(names)}


def report(path="root/dives.txt"):
    with open(path, encoding="utf-8") as fh:
        dives = list(read_dives(fh))
    by_diver = group_by(dives, key=lambda d: d.diver)
    by_site = group_by(dives, key=lambda d: d.site)
    deep = list(filter(lambda d: d.depth > 25, dives))
    lines = [f"Dive log: {len(dives)} dives, {len(by_diver)} divers, {len(by_site)} sites", "Divers:"]
    lines += [diver_line(name, ds) for name, ds in by_diver.items()]
    lines.append("Sites:")
    lines += [site_line(site, ds) for site, ds in by_site.items()]
    cumulative = running_bottom_time(dives)
    lines.append(f"Bottom time milestones: {', '.join(map(str, cumulative[2::3]))} (total {cumulative[-1]} min)")
    lines.append("Deep dives: " + "; ".join(f"{d.diver}/{d.site} {d.depth}m" for d in deep))
    all_names = sorted(set(chain((d.diver for d in dives), (d.site for d in dives))))
    lines.append(f"Names seen: {len(all_names)}")
    summary = {
        "dives": len(dives),
        "bands": band_counts(dives),
        "gas_bar": sum(map(gas_used, dives)),
        "best_sac": min(by_diver, key=lambda n: sum(map(air_rate, by_diver[n])) / len(by_diver[n])),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(*sys.argv[1:]))
