#!/usr/bin/env python3
"""Braille transcription jobs: turnaround, fees and throughput per transcriber."""
import json
import sys
from collections import namedtuple
from datetime import date
from functools import reduce
from itertools import groupby
from operator import attrgetter

Job = namedtuple("Job", "job_id transcriber grade pages received delivered rush")
Bad = namedtuple("Bad", "line reason")
Stats = namedtuple("Stats", "name jobs pages fees mean_days open_jobs")

RATE = {"1": 2.10, "2": 2.75, "UEB-math": 4.40}  # pounds per braille page
RUSH_UPLIFT = 1.5
TARGET_DAYS = 7


def to_date(text):
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


def parse(numbered):
    n, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 7:
        return Bad(n, f"expected 7 fields, got {len(fields)}")
    job_id, who, grade, pages, rec, dlv, rush = fields
    received, delivered = to_date(rec), to_date(dlv) if dlv else None
    checks = [
        (grade not in RATE, f"unknown grade {grade!r}"),
        (not pages.isdigit() or int(pages) == 0, f"bad page count {pages!r}"),
        (received is None, f"bad received date {rec!r}"),
        (bool(dlv) and delivered is None, f"bad delivered date {dlv!r}"),
        (received and delivered and delivered < received, "delivered before received"),
    ]
    problem = next((msg for failed, msg in checks if failed), None)
    if problem:
        return Bad(n, problem)
    return Job(job_id, who, grade, int(pages), received, delivered, rush.lower() in ("y", "yes"))


fee = lambda j: round(j.pages * RATE[j.grade] * (RUSH_UPLIFT if j.rush else 1), 2)
days = lambda j: (j.delivered - j.received).days
mean = lambda xs: sum(xs) / len(xs) if xs else 0.0
done = lambda j: j.delivered is not None


def stats_for(name, jobs):
    finished = list(filter(done, jobs))
    return Stats(
        name,
        len(jobs),
        sum(map(attrgetter("pages"), jobs)),
        round(sum(map(fee, finished)), 2),
        mean(list(map(days, finished))),
        len(jobs) - len(finished),
    )


def report(text):
    lines = enumerate(text.splitlines(), start=1)
    wanted = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), lines)
    parsed = list(map(parse, wanted))
    jobs = [p for p in parsed if isinstance(p, Job)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    key = attrgetter("transcriber")
    table = sorted(
        (stats_for(name, list(group)) for name, group in groupby(sorted(jobs, key=key), key=key)),
        key=lambda s: (-s.pages, s.name),
    )
    finished = list(filter(done, jobs))
    late = [j for j in finished if days(j) > TARGET_DAYS]
    by_grade = reduce(lambda acc, j: {**acc, j.grade: acc.get(j.grade, 0) + j.pages}, jobs, {})
    total_fees = round(sum(map(fee, finished)), 2)

    out = ["Braille transcription report", "-" * 28, ""]
    out.append(f"{'Transcriber':<12}{'Jobs':>5}{'Pages':>7}{'Fees':>10}{'Avg days':>10}{'Open':>6}")
    out += [
        f"{s.name:<12}{s.jobs:>5}{s.pages:>7}{s.fees:>10.2f}{s.mean_days:>10.1f}{s.open_jobs:>6}"
        for s in table
    ]
    out += ["", "Pages by grade:"]
    out += [f"  grade {g}: {p}" for g, p in sorted(by_grade.items())]
    out += ["", f"Late (> {TARGET_DAYS} days): {', '.join(j.job_id for j in late) or 'none'}"]
    if bad:
        out += ["", f"Rejected {len(bad)} line(s):"]
        out += [f"  line {b.line}: {b.reason}" for b in bad]
    summary = {
        "jobs": len(jobs),
        "delivered": len(finished),
        "pages": sum(map(attrgetter("pages"), jobs)),
        "fees": total_fees,
        "mean_days": round(mean(list(map(days, finished))), 2),
        "late": len(late),
        "rejected": len(bad),
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/braille_jobs.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))
