import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby

Reading = namedtuple("Reading", "day time ride wait status")

BANDS = ((20, "short"), (45, "medium"), (float("inf"), "long"))


def parse(line, sep="|"):
    parts = [p.strip() for p in line.split(sep)]
    if len(parts) != 5 or not parts[3].isdigit():
        return None
    day, time, ride, wait, status = parts
    return Reading(day, time, ride, int(wait), status)


def readings(text):
    lines = (l for l in text.splitlines() if l.strip() and not l.lstrip().startswith("#"))
    yield from filter(None, map(parse, lines))


def is_open(r):
    return r.status == "open"


def band(wait, bands=BANDS):
    return next(name for limit, name in bands if wait <= limit)


def mean(xs, default=0.0):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else default


def minutes(hhmm):
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


def ride_stats(rs):
    key = lambda r: r.ride
    for ride, group in groupby(sorted(rs, key=key), key=key):
        group = list(group)
        waits = [r.wait for r in group if is_open(r)]
        yield ride, {
            "samples": len(group),
            "avg": round(mean(waits), 1),
            "peak": max(waits, default=0),
            "down": sum(1 for r in group if not is_open(r)),
        }


def day_totals(rs):
    for day, group in groupby(rs, key=lambda r: r.day):
        yield day, sum(r.wait for r in group if is_open(r))


def longest_gap(rs):
    times = sorted(minutes(r.time) for r in rs)
    return max((b - a for a, b in zip(times, times[1:])), default=0)


def format_row(ride, s, width=14):
    flag = f"  down x{s['down']}" if s["down"] else ""
    return f"{ride:<{width}}{s['samples']:>4d}{s['avg']:>8.1f}{s['peak']:>6d}{flag}"


def report(path):
    with open(path, encoding="utf-8") as fh:
        rs = list(readings(fh.read()))
    stats = dict(ride_stats(rs))
    open_rs = list(filter(is_open, rs))
    total_wait = reduce(lambda acc, r: acc + r.wait, open_rs, 0)
    days = list(day_totals(rs))
    running = list(accumulate(t for _, t in days))
    bands = {name: sum(1 for r in open_rs if band(r.wait) == name) for _, name in BANDS}
    worst, *_ = sorted(stats.items(), key=lambda kv: (-kv[1]["avg"], kv[0]))
    rides_down = sorted({r.ride for r in rs if not is_open(r)})
    share = len(open_rs) / len(rs) if rs else 0
    lines = chain(
        [f"Ride waits: {len(rs)} readings over {len(days)} days ({share:.0%} open)"],
        [f"{'Ride':<14}{'n':>4}{'avg':>8}{'peak':>6}"],
        (format_row(ride, s) for ride, s in stats.items()),
        [f"Daily wait minutes: " + ", ".join(f"{d[5:]}={t} (cum {c})" for (d, t), c in zip(days, running))],
        [f"Bands: " + " / ".join(f"{k} {v}" for k, v in bands.items())],
        [f"Longest gap between readings: {longest_gap(rs)} min"],
        [f"Worst ride: {worst[0]} (avg {worst[1]['avg']:.1f})"],
    )
    summary = {
        "readings": len(rs),
        "open": len(open_rs),
        "mean_wait": round(total_wait / max(len(open_rs), 1), 2),
        "worst": worst[0],
        "down": rides_down,
        "bands": bands,
    }
    return "\n".join(lines) + "\nJSON: " + json.dumps(summary)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/ride_waits.txt"))
