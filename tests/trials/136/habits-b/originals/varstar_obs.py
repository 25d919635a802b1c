#!/usr/bin/env python3
"""Variable-star observation report: per-star brightness ranges and observer activity."""
import json
import sys
from collections import Counter, namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Obs = namedtuple("Obs", "star observer jd mag band")
Bad = namedtuple("Bad", "lineno reason")

FIELDS = 5
BANDS = frozenset({"V", "B", "R"})


def parse(numbered):
    lineno, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != FIELDS:
        return Bad(lineno, f"expected {FIELDS} fields, got {len(parts)}")
    star, observer, jd, mag, band = parts
    try:
        jd_f, mag_f = float(jd), float(mag)
    except ValueError:
        return Bad(lineno, f"not a number in '{jd}' / '{mag}'")
    if band not in BANDS:
        return Bad(lineno, f"unknown band {band}")
    return Obs(star, observer, jd_f, mag_f, band)


is_data = lambda pair: pair[1].strip() and not pair[1].lstrip().startswith("#")
is_bad = lambda r: isinstance(r, Bad)
mean = lambda xs: sum(xs) / len(xs) if xs else 0.0


def star_line(item):
    star, obs = item
    mags = list(map(attrgetter("mag"), obs))
    brightest, faintest = min(mags), max(mags)
    first, last = min(obs, key=attrgetter("jd")), max(obs, key=attrgetter("jd"))
    trend = "brightening" if last.mag < first.mag else "fading" if last.mag > first.mag else "steady"
    return (
        f"{star:<8} n={len(obs)} mean={mean(mags):.2f} "
        f"range={brightest:.1f}-{faintest:.1f} amp={faintest - brightest:.1f} {trend}"
    )


def by_star(observations):
    ordered = sorted(observations, key=attrgetter("star", "jd"))
    return [(star, list(group)) for star, group in groupby(ordered, key=attrgetter("star"))]


def report(text):
    results = list(map(parse, filter(is_data, enumerate(text.splitlines(), start=1))))
    bad = list(filter(is_bad, results))
    good = list(filter(lambda r: not is_bad(r), results))

    stars = by_star(good)
    observers = Counter(map(attrgetter("observer"), good))
    span = reduce(lambda acc, o: (min(acc[0], o.jd), max(acc[1], o.jd)), good, (float("inf"), float("-inf")))
    biggest = max(stars, key=lambda s: max(o.mag for o in s[1]) - min(o.mag for o in s[1]))

    lines = ["Variable star observations", "-" * 26]
    lines += list(map(star_line, stars))
    lines += ["", "Observers:"]
    lines += [f"  {name}: {count}" for name, count in sorted(observers.items(), key=lambda kv: (-kv[1], kv[0]))]
    lines += ["", f"JD span: {span[0]:.2f} .. {span[1]:.2f} ({span[1] - span[0]:.1f} days)"]
    lines += [f"Largest amplitude: {biggest[0]}"]
    if bad:
        lines += ["", "Rejected:"] + [f"  line {b.lineno}: {b.reason}" for b in bad]

    summary = {
        "observations": len(good),
        "stars": len(stars),
        "observers": len(observers),
        "rejected": len(bad),
        "meanMag": round(mean([o.mag for o in good]), 3),
        "largestAmplitude": biggest[0],
    }
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/varstar_obs.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))
