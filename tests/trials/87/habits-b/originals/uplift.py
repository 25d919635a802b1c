from collections import namedtuple
from functools import reduce
from itertools import groupby, starmap
from operator import attrgetter
import json

Run = namedtuple("Run", "day van driver riders bikes fare trail")
Bad = namedtuple("Bad", "lineno reason")

TRAILS = ("green", "blue", "red", "black")
CAPACITY = 12
DAY_ORDER = {"Sat": 0, "Sun": 1, "Mon": 2}


def parse(lineno, raw):
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != 7:
        return Bad(lineno, f"expected 7 fields, got {len(parts)}")
    day, van, driver, riders, bikes, fare, trail = parts
    if not (riders.isdigit() and bikes.isdigit()):
        return Bad(lineno, f"non-numeric riders/bikes {riders!r}/{bikes!r}")
    if trail not in TRAILS:
        return Bad(lineno, f"unknown trail {trail!r}")
    run = Run(day, van, driver, int(riders), int(bikes), float(fare), trail)
    if run.riders > CAPACITY:
        return Bad(lineno, f"over capacity ({run.riders} > {CAPACITY})")
    return run


def content_lines(text):
    numbered = enumerate(text.splitlines(), start=1)
    return filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), numbered)


def group(items, key):
    return {k: list(g) for k, g in groupby(sorted(items, key=key), key=key)}


total = lambda xs, f: reduce(lambda acc, x: acc + f(x), xs, 0)
takings = lambda r: r.riders * r.fare


def day_lines(runs):
    by_day = group(runs, lambda r: DAY_ORDER[r.day])
    day_names = {v: k for k, v in DAY_ORDER.items()}
    return [
        f"{day_names[d]:<4} runs={len(rs):>2} riders={total(rs, attrgetter('riders')):>3} "
        f"takings={total(rs, takings):>7.2f}"
        for d, rs in by_day.items()
    ]


def driver_lines(runs):
    by_driver = group(runs, attrgetter("driver"))
    rows = sorted(
        ((d, len(rs), total(rs, attrgetter("riders")) / (len(rs) * CAPACITY)) for d, rs in by_driver.items()),
        key=lambda t: (-t[2], t[0]),
    )
    return list(starmap(lambda d, n, fill: f"  {d:<8} {n} runs, {fill:.0%} full", rows))


def trail_lines(runs):
    counts = {t: total(filter(lambda r: r.trail == t, runs), attrgetter("riders")) for t in TRAILS}
    width = max(counts.values(), default=1)
    return [f"  {t:<6}{'#' * round(20 * c / width):<20} {c}" for t, c in counts.items()]


def report(text):
    parsed = list(starmap(parse, content_lines(text)))
    runs = [p for p in parsed if isinstance(p, Run)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    out = ["UPLIFT SHUTTLE REPORT", "=" * 36]
    out += day_lines(runs)
    out.append("Drivers by average fill:")
    out += driver_lines(runs)
    out.append("Riders per trail:")
    out += trail_lines(runs)
    short = list(filter(lambda r: r.bikes < r.riders, runs))
    if short:
        out.append(f"Runs with fewer bikes than riders: {len(short)}")
        out += [f"  {r.day} {r.van} {r.driver}: {r.riders} riders, {r.bikes} bikes" for r in short]
    if bad:
        out.append(f"Rejected {len(bad)} line(s):")
        out += [f"  line {b.lineno}: {b.reason}" for b in bad]
    summary = {
        "runs": len(runs),
        "rejected": len(bad),
        "riders": total(runs, attrgetter("riders")),
        "takings": round(total(runs, takings), 2),
        "top_trail": max(TRAILS, key=lambda t: total(filter(lambda r: r.trail == t, runs), attrgetter("riders"))),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/uplift_runs.txt") as fh:
        print(report(fh.read()))
