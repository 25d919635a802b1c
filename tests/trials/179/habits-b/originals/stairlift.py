#!/usr/bin/env python3
"""Stairlift service visits: per-engineer workload and repair fix rate."""
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
import json

Visit = namedtuple("Visit", "visit engineer postcode model job minutes parts fixed")
Bad = namedtuple("Bad", "line reason")

JOBS = ("install", "service", "repair", "inspection")


def parse(numbered):
    n, raw = numbered
    f = raw.rstrip("\n").split("\t")
    if len(f) != 8:
        return Bad(n, f"expected 8 columns, got {len(f)}")
    visit, eng, pc, model, job, mins, parts, fixed = f
    if job not in JOBS:
        return Bad(n, f"unknown job '{job}'")
    if not mins.lstrip("-").isdigit():
        return Bad(n, f"minutes not a number: '{mins}'")
    if int(mins) <= 0:
        return Bad(n, f"non-positive minutes {mins}")
    if fixed not in ("yes", "no"):
        return Bad(n, f"fixed must be yes/no, got '{fixed}'")
    return Visit(visit, eng, pc, model, job, int(mins), float(parts), fixed == "yes")


def area(pc):
    return "".join(filter(str.isalpha, pc.split()[0]))


def hm(m):
    return "%d:%02d" % divmod(m, 60)


def main(text):
    lines = list(enumerate(text.splitlines(), start=1))[1:]
    parsed = list(map(parse, filter(lambda p: p[1].strip(), lines)))
    visits = [p for p in parsed if isinstance(p, Visit)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_eng = sorted(visits, key=attrgetter("engineer"))
    out = ["STAIRLIFT VISITS", "-" * 36]
    rows = [
        (eng, list(vs))
        for eng, vs in groupby(by_eng, key=attrgetter("engineer"))
    ]
    for eng, vs in rows:
        mins = sum(map(attrgetter("minutes"), vs))
        repairs = list(filter(lambda v: v.job == "repair", vs))
        rate = (sum(v.fixed for v in repairs) / len(repairs)) if repairs else 0.0
        out.append(f"{eng:<8}{len(vs):>3} visits {hm(mins):>6}  repairs {len(repairs)} fixed {rate:.0%}")

    out.append("-" * 36)
    count_by = lambda key: reduce(
        lambda acc, v: {**acc, key(v): acc.get(key(v), 0) + 1}, visits, {}
    )
    jobs = count_by(attrgetter("job"))
    out.append("Jobs: " + ", ".join(f"{j}={jobs[j]}" for j in JOBS if j in jobs))
    areas = count_by(lambda v: area(v.postcode))
    out.append("Areas: " + " ".join(f"{a}:{c}" for a, c in sorted(areas.items(), key=lambda kv: (-kv[1], kv[0]))))

    makers = count_by(lambda v: v.model.split()[0])
    top = max(sorted(makers), key=makers.get)
    out.append(f"Most visited make: {top} ({makers[top]})")

    parts = reduce(lambda a, v: a + v.parts, visits, 0.0)
    out.append(f"Parts total: £{parts:.2f}")

    if bad:
        out.append(f"Rejected {len(bad)} line(s):")
        out.extend(map(lambda b: f"  {b.line}: {b.reason}", bad))

    unfixed = sorted(v.visit for v in visits if v.job == "repair" and not v.fixed)
    summary = {
        "visits": len(visits),
        "rejected": len(bad),
        "minutes": sum(v.minutes for v in visits),
        "parts_gbp": round(parts, 2),
        "unfixed": unfixed,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/stairlift.tsv", encoding="utf-8") as fh:
        print(main(fh.read()))
