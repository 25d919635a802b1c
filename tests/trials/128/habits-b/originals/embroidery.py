import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
import json

Job = namedtuple("Job", "job client design stitches colours hoop rush")
Bad = namedtuple("Bad", "line reason")

HOOPS = {"small": 1.0, "medium": 1.25, "large": 1.6}
STITCHES_PER_MIN = 800
COLOUR_CHANGE_MIN = 1.5
PRICE_PER_1000 = 0.90
RUSH_FACTOR = 1.5


def parse(numbered):
    n, raw = numbered
    cols = list(map(str.strip, raw.split("|")))
    if len(cols) != 7:
        return Bad(n, f"expected 7 fields, got {len(cols)}")
    job, client, design, stitches, colours, hoop, rush = cols
    if not (stitches.isdigit() and colours.isdigit()):
        return Bad(n, f"bad count {stitches!r}/{colours!r}")
    if hoop not in HOOPS:
        return Bad(n, f"unknown hoop {hoop!r}")
    return Job(job, client, design, int(stitches), int(colours), hoop, rush == "yes")


minutes = lambda j: j.stitches / STITCHES_PER_MIN + j.colours * COLOUR_CHANGE_MIN
price = lambda j: round(
    j.stitches / 1000 * PRICE_PER_1000 * HOOPS[j.hoop] * (RUSH_FACTOR if j.rush else 1), 2
)
total = lambda f, xs: reduce(lambda acc, x: acc + f(x), xs, 0)


def client_line(item):
    client, jobs = item
    jobs = list(jobs)
    return (
        f"{client:<18}{len(jobs):>3} jobs {total(attrgetter('stitches'), jobs):>7} st"
        f" {total(minutes, jobs):>7.1f} min  £{total(price, jobs):>7.2f}"
    )


def report(text):
    lines = text.splitlines()
    numbered = filter(lambda p: p[1].strip(), enumerate(lines[1:], start=2))
    parsed = list(map(parse, numbered))
    jobs = list(filter(lambda p: isinstance(p, Job), parsed))
    bad = list(filter(lambda p: isinstance(p, Bad), parsed))

    by_client = groupby(sorted(jobs, key=attrgetter("client")), key=attrgetter("client"))
    rushes = list(filter(attrgetter("rush"), jobs))
    longest = max(jobs, key=minutes)
    designs = sorted({j.design for j in jobs})
    revenue = round(total(price, jobs), 2)

    out = [
        "Embroidery studio jobs",
        "-" * 22,
        *map(lambda b: f"line {b.line} skipped: {b.reason}", bad),
        "",
        *map(client_line, by_client),
        "",
        f"rush jobs: {', '.join(map(attrgetter('job'), rushes)) or 'none'}",
        f"longest run: {longest.job} ({minutes(longest):.1f} min)",
        f"designs: {', '.join(designs)}",
        "",
        json.dumps(
            {
                "jobs": len(jobs),
                "skipped": len(bad),
                "stitches": total(attrgetter("stitches"), jobs),
                "revenue": revenue,
                "rush": len(rushes),
                "clients": len({j.client for j in jobs}),
            }
        ),
    ]
    return "\n".join(out)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/embroidery_jobs.txt"
    with open(path) as fh:
        print(report(fh.read()))
