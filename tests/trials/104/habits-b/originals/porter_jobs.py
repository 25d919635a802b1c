"""Hospital porter jobs: response and task times per porter, functional style."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
from statistics import mean

Job = namedtuple("Job", "job_id porter requested started finished kind priority")
Bad = namedtuple("Bad", "line_no reason")

KINDS = frozenset({"patient", "specimen", "equipment"})
PRIORITIES = ("urgent", "routine")
TARGET_WAIT = {"urgent": 5, "routine": 15}


def minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def parse(numbered):
    line_no, line = numbered
    fields = line.split("|")
    if len(fields) != 7:
        return Bad(line_no, f"expected 7 fields, got {len(fields)}")
    job_id, porter, *times, kind, priority = fields
    try:
        req, start, end = map(minutes, times)
    except ValueError:
        return Bad(line_no, f"bad time in {'/'.join(times)}")
    if kind not in KINDS:
        return Bad(line_no, f"unknown kind '{kind}'")
    if priority not in PRIORITIES:
        return Bad(line_no, f"unknown priority '{priority}'")
    if not req <= start <= end:
        return Bad(line_no, "times out of order")
    return Job(job_id, porter, req, start, end, kind, priority)


wait = lambda j: j.started - j.requested
task = lambda j: j.finished - j.started
late = lambda j: wait(j) > TARGET_WAIT[j.priority]


def porter_row(item):
    porter, jobs = item
    jobs = list(jobs)
    return {
        "porter": porter,
        "jobs": len(jobs),
        "avg_wait": mean(map(wait, jobs)),
        "busy": sum(map(task, jobs)),
        "late": len(list(filter(late, jobs))),
    }


def fmt_row(r):
    return (f"{r['porter']:<8}{r['jobs']:>4} jobs  wait {r['avg_wait']:>5.1f} min"
            f"  busy {r['busy']:>4} min  late {r['late']}")


def report(text):
    numbered = filter(lambda p: p[1] and not p[1].startswith("#"),
                      enumerate(map(str.strip, text.splitlines()), start=1))
    parsed = list(map(parse, numbered))
    jobs = [p for p in parsed if isinstance(p, Job)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_porter = groupby(sorted(jobs, key=attrgetter("porter")), key=attrgetter("porter"))
    rows = list(map(porter_row, by_porter))

    by_kind = reduce(lambda acc, j: {**acc, j.kind: acc.get(j.kind, 0) + 1}, jobs, {})
    urgent = list(filter(lambda j: j.priority == "urgent", jobs))

    out = ["PORTER JOBS REPORT", "=" * 52]
    out += map(fmt_row, rows)
    out.append("-" * 52)
    out += [f"  {k:<10} {by_kind[k]}" for k in sorted(by_kind)]
    out.append(f"  urgent avg wait {mean(map(wait, urgent)):.1f} min")
    out += [f"skipped line {b.line_no}: {b.reason}" for b in bad]

    busiest = max(rows, key=lambda r: (r["busy"], r["porter"]))
    summary = {
        "jobs": len(jobs),
        "porters": len(rows),
        "late": sum(map(lambda r: r["late"], rows)),
        "avg_wait": round(mean(map(wait, jobs)), 2),
        "busiest": busiest["porter"],
        "skipped": len(bad),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/porter_jobs.txt") as fh:
        print(report(fh.read()))
