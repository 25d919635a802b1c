#!/usr/bin/env python3
"""Pollen station report: daily counts per station, band levels, peaks."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Reading = namedtuple("Reading", "station date pollen grains")
Bad = namedtuple("Bad", "line reason")

KINDS = ("grass", "tree", "weed")
# (upper bound exclusive, label) per the usual Met Office style bands
BANDS = ((30, "low"), (50, "moderate"), (150, "high"), (float("inf"), "very high"))

band = lambda n: next(label for limit, label in BANDS if n < limit)


def parse(numbered):
    lineno, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 4:
        return Bad(lineno, f"expected 4 fields, got {len(fields)}")
    station, date, pollen, grains = fields
    if pollen not in KINDS:
        return Bad(lineno, f"unknown pollen type {pollen!r}")
    if not grains.isdigit():
        return Bad(lineno, f"bad count {grains!r}")
    return Reading(station, date, pollen, int(grains))


def load(text):
    lines = text.splitlines()
    numbered = filter(lambda p: p[1].strip() and p[0] > 1, enumerate(lines, start=1))
    parsed = list(map(parse, numbered))
    good = [p for p in parsed if isinstance(p, Reading)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    return good, bad


def station_lines(readings):
    by_station = groupby(sorted(readings, key=attrgetter("station")), key=attrgetter("station"))
    for station, rs in by_station:
        rs = list(rs)
        total = sum(map(attrgetter("grains"), rs))
        peak = max(rs, key=attrgetter("grains"))
        yield (f"  {station:<6} {len(rs):>2} readings  total {total:>4}  "
               f"peak {peak.pollen} {peak.grains} on {peak.date} ({band(peak.grains)})")


def kind_lines(readings):
    def line(kind):
        counts = [r.grains for r in readings if r.pollen == kind]
        mean = sum(counts) / len(counts) if counts else 0.0
        return f"  {kind:<6} n={len(counts)} mean {mean:.1f} -> {band(mean)}"
    return map(line, KINDS)


def daily_max(readings):
    key = attrgetter("date")
    return {
        date: reduce(lambda acc, r: max(acc, r.grains), rs, 0)
        for date, rs in groupby(sorted(readings, key=key), key=key)
    }


def report(text):
    good, bad = load(text)
    days = daily_max(good)
    alerts = sorted(
        filter(lambda r: band(r.grains) in ("high", "very high"), good),
        key=lambda r: (-r.grains, r.station),
    )
    out = ["POLLEN REPORT", "-" * 36, "By station:"]
    out.extend(station_lines(good))
    out.append("By type:")
    out.extend(kind_lines(good))
    out.append("Daily maximum:")
    out.extend(f"  {d}  {m:>4}  {band(m)}" for d, m in days.items())
    out.append("Alerts: " + (", ".join(f"{r.station}/{r.pollen}={r.grains}" for r in alerts) or "none"))
    if bad:
        out.append("Rejected:")
        out.extend(f"  line {b.line}: {b.reason}" for b in bad)
    worst_day = max(days.items(), key=lambda kv: kv[1])[0] if days else None
    summary = {
        "readings": len(good),
        "rejected": len(bad),
        "stations": len({r.station for r in good}),
        "worst_day": worst_day,
        "alerts": len(alerts),
        "mean": round(sum(r.grains for r in good) / len(good), 2) if good else 0,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/pollen.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))
