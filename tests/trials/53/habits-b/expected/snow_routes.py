import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby

Run = namedtuple("Run", "date route depot km salt minutes status")

FIELDS = 7
STATUS_WEIGHT = {"done": 1.0, "partial": 0.5, "skipped": 0.0}


def is_record(line):
    return bool(line.strip()) and not line.startswith("#") and line.count("|") == FIELDS - 1


def parse(line):
    date, route, depot, km, salt, minutes, status = line.strip().split("|")
    return Run(date, route, depot, float(km), float(salt), int(minutes), status)


def read_runs(path):
    with open(path, encoding="utf-8") as fh:
        yield from map(parse, filter(is_record, fh))


def effective_km(run):
    return run.km * STATUS_WEIGHT.get(run.status, 0.0)


def salt_per_km(run, floor=0.1):
    return run.salt / max(effective_km(run), floor)


def speed(run):
    return effective_km(run) / (run.minutes / 60) if run.minutes else 0.0


def by(attr):
    return lambda run: getattr(run, attr)


def grouped(runs, key):
    return {k: list(g) for k, g in groupby(sorted(runs, key=key), key=key)}


def depot_line(depot, runs, width=9):
    km = sum(map(effective_km, runs))
    salt = reduce(lambda acc, r: acc + r.salt, runs, 0.0)
    mins = sum(r.minutes for r in runs)
    return f"  {depot:<{width}}{len(runs):>3} runs {km:>7.1f} km {salt:>6.2f} t {mins / 60:>5.1f} h"


def daily_totals(runs):
    days = grouped(runs, by("date"))
    totals = [round(sum(map(effective_km, rs)), 1) for rs in days.values()]
    return list(zip(days, totals, accumulate(totals)))


def flagged(runs, limit=0.35):
    for run in runs:
        if run.status != "done":
            yield f"{run.date} {run.route}: {run.status}"
        elif salt_per_km(run) > limit:
            yield f"{run.date} {run.route}: heavy salt {salt_per_km(run):.3f} t/km"


def route_names(runs):
    return sorted({r.route for r in runs}, key=lambda name: (len(name), name))


def report(path, top=3):
    runs = list(read_runs(path))
    depots = grouped(runs, by("depot"))
    first, *_, last = sorted({r.date for r in runs})
    lines = [f"Snow plough log {first} .. {last}: {len(runs)} runs on {len(route_names(runs))} routes", "Depots:"]
    lines += [depot_line(d, rs) for d, rs in depots.items()]
    lines.append("Cumulative km by day:")
    lines += [f"  {day}  {km:6.1f}  {cum:7.1f}" for day, km, cum in daily_totals(runs)]
    fastest = sorted(filter(lambda r: r.status == "done", runs), key=speed, reverse=True)[:top]
    lines.append("Fastest done runs: " + ", ".join(f"{r.route} ({speed(r):.1f} km/h)" for r in fastest))
    notes = list(chain(flagged(runs), [f"routes: {' / '.join(route_names(runs))}"]))
    lines += ["Notes:"] + [f"  - {n}" for n in notes]
    summary = {
        "runs": len(runs),
        "km": round(sum(map(effective_km, runs)), 1),
        "salt_t": round(sum(r.salt for r in runs), 2),
        "by_status": {s: len(list(g)) for s, g in groupby(sorted(r.status for r in runs))},
    }
    lines.append(json.dumps(summary, sort_keys=True))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/snow_routes.txt"))
