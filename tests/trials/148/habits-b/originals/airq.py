#!/usr/bin/env python3
"""Air-quality sensor report: hourly means per street sensor, bands and exceedances."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Reading = namedtuple("Reading", "sensor site hour pm25 pm10 no2")
Bad = namedtuple("Bad", "line reason")

# UK Daily Air Quality Index bands for PM2.5 (upper bounds, ug/m3)
BANDS = ((11.5, "Low"), (23.5, "Low"), (35.5, "Moderate"), (41.5, "Moderate"), (47.5, "High"))
LIMITS = {"pm25": 25.0, "pm10": 50.0, "no2": 60.0}


def band(pm25):
    return next((name for upper, name in BANDS if pm25 < upper), "Very High")


def parse(numbered):
    lineno, raw = numbered
    fields = raw.rstrip("\n").split("\t")
    if len(fields) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(fields)}")
    try:
        values = tuple(map(float, fields[3:]))
    except ValueError:
        return Bad(lineno, f"not a number in {fields[3:]}")
    if any(map(lambda v: v < 0, values)):
        return Bad(lineno, "negative reading")
    return Reading(*fields[:3], *values)


def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else 0.0


def summarise(sensor, readings):
    rs = list(readings)
    return {
        "sensor": sensor,
        "site": rs[0].site,
        "hours": len(rs),
        "pm25": round(mean(map(attrgetter("pm25"), rs)), 1),
        "pm10": round(mean(map(attrgetter("pm10"), rs)), 1),
        "no2": round(mean(map(attrgetter("no2"), rs)), 1),
        "peak": max(rs, key=attrgetter("pm25")),
    }


def exceedances(readings):
    return [
        (r, pollutant)
        for r in readings
        for pollutant, limit in LIMITS.items()
        if getattr(r, pollutant) > limit
    ]


def main(path):
    with open(path, encoding="utf-8") as fh:
        lines = list(enumerate(fh, start=1))
    wanted = filter(lambda nl: nl[1].strip() and not nl[1].startswith(("#", "sensor\t")), lines)
    parsed = list(map(parse, wanted))
    bad = [p for p in parsed if isinstance(p, Bad)]
    good = sorted((p for p in parsed if isinstance(p, Reading)), key=attrgetter("sensor", "hour"))

    stats = [summarise(k, g) for k, g in groupby(good, key=attrgetter("sensor"))]
    print("AIR QUALITY REPORT")
    print("-" * 18)
    print(f"{'sensor':<6} {'site':<11} {'h':>2} {'pm2.5':>6} {'pm10':>6} {'no2':>6}  band")
    for s in stats:
        print(f"{s['sensor']:<6} {s['site']:<11} {s['hours']:>2} {s['pm25']:>6.1f} "
              f"{s['pm10']:>6.1f} {s['no2']:>6.1f}  {band(s['pm25'])}")

    print()
    print("Peak hour per sensor:")
    for s in stats:
        p = s["peak"]
        print(f"  {p.sensor} {p.hour[-2:]}:00 pm2.5={p.pm25}")

    ex = exceedances(good)
    counts = reduce(lambda acc, e: {**acc, e[1]: acc.get(e[1], 0) + 1}, ex, {})
    print()
    print(f"Hours over limit: {len(ex)} ("
          + ", ".join(f"{k}={counts.get(k, 0)}" for k in LIMITS) + ")")
    worst = max(stats, key=lambda s: s["pm25"], default=None)
    cleanest = min(stats, key=lambda s: s["pm25"], default=None)
    print(f"Worst: {worst['site']}  Cleanest: {cleanest['site']}")

    if bad:
        print()
        print(f"Rejected {len(bad)} line(s):")
        for b in bad:
            print(f"  line {b.line}: {b.reason}")

    summary = {
        "sensors": len(stats),
        "readings": len(good),
        "mean_pm25": round(mean(map(attrgetter("pm25"), good)), 2),
        "exceedances": len(ex),
        "worst": worst["sensor"] if worst else None,
        "rejected": len(bad),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/airq.tsv")
