"""Radiosonde launch report: reads a semicolon-separated sounding log."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
from statistics import mean

Launch = namedtuple("Launch", "station launched burst_alt max_wind min_temp outcome")
Bad = namedtuple("Bad", "line reason")

OUTCOMES = frozenset({"ok", "early_burst", "lost"})
EARLY_BURST_M = 20000


def to_float(text):
    try:
        return float(text)
    except ValueError:
        return None


def parse(numbered):
    lineno, raw = numbered
    cols = [c.strip() for c in raw.split(";")]
    if len(cols) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(cols)}")
    station, launched, alt, wind, temp, outcome = cols
    if outcome not in OUTCOMES:
        return Bad(lineno, f"unknown outcome {outcome!r}")
    if outcome == "lost":
        return Launch(station, launched, None, None, None, outcome)
    nums = list(map(to_float, (alt, wind, temp)))
    if any(n is None for n in nums):
        return Bad(lineno, "non-numeric reading")
    return Launch(station, launched, *nums, outcome)


def read_rows(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    body = filter(lambda p: p[1].strip() and not p[1].startswith("station;"), enumerate(lines, start=1))
    return list(map(parse, body))


def fmt_opt(value, spec, width):
    return format(value, spec).rjust(width) if value is not None else "-".rjust(width)


def station_line(station, launches):
    flown = [l for l in launches if l.outcome != "lost"]
    bursts = list(map(attrgetter("burst_alt"), flown))
    avg_burst = mean(bursts) if bursts else None
    peak_wind = max(map(attrgetter("max_wind"), flown), default=None)
    coldest = min(map(attrgetter("min_temp"), flown), default=None)
    return (
        f"{station:<14}{len(launches):>3}"
        f"{fmt_opt(avg_burst, ',.0f', 10)} m"
        f"{fmt_opt(peak_wind, '.1f', 7)} m/s"
        f"{fmt_opt(coldest, '.1f', 7)} C"
    )


def report(path):
    rows = read_rows(path)
    launches = [r for r in rows if isinstance(r, Launch)]
    bad = [r for r in rows if isinstance(r, Bad)]
    by_station = {
        k: list(g)
        for k, g in groupby(sorted(launches, key=attrgetter("station")), key=attrgetter("station"))
    }

    out = ["RADIOSONDE LAUNCHES", "station       n  avg burst     wind    coldest"]
    out += [station_line(s, ls) for s, ls in by_station.items()]

    flown = list(filter(lambda l: l.outcome != "lost", launches))
    early = sorted(filter(lambda l: l.burst_alt < EARLY_BURST_M, flown), key=attrgetter("burst_alt"))
    out += ["", f"Bursts below {EARLY_BURST_M} m: {len(early)}"]
    out += [f"  {l.station} {l.launched} at {l.burst_alt:,.0f} m" for l in early]

    windiest = reduce(lambda a, b: b if b.max_wind > a.max_wind else a, flown)
    out += ["", f"Windiest: {windiest.station} {windiest.launched} {windiest.max_wind} m/s"]

    if bad:
        out += ["", f"Skipped {len(bad)} bad line(s):"]
        out += [f"  line {b.line}: {b.reason}" for b in bad]

    counts = {o: sum(1 for l in launches if l.outcome == o) for o in sorted(OUTCOMES)}
    summary = {
        "launches": len(launches),
        "outcomes": counts,
        "stations": len(by_station),
        "mean_burst_m": round(mean(l.burst_alt for l in flown), 1),
        "success_rate": round(counts["ok"] / len(launches), 3),
        "bad_lines": len(bad),
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/soundings.txt"))
