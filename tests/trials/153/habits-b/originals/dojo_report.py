"""Karate dojo grading night: who passed, who didn't, and why."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
from statistics import mean

BELTS = ("white", "yellow", "orange", "green", "blue", "brown", "black")
PASS_MARK = 6.0
FLOOR = 4.0

Grading = namedtuple("Grading", "date student age frm to kihon kata kumite")
Bad = namedtuple("Bad", "lineno reason")
Result = namedtuple("Result", "grading score passed note")

belt_rank = {b: i for i, b in enumerate(BELTS)}.get
scores = attrgetter("kihon", "kata", "kumite")
is_content = lambda pair: pair[1].strip() and not pair[1].lstrip().startswith("#")


def parse(pair):
    lineno, line = pair
    fields = list(map(str.strip, line.split("|")))
    if len(fields) != 8:
        return Bad(lineno, f"expected 8 fields, got {len(fields)}")
    date, student, age, frm, to, *marks = fields
    if not age.isdigit():
        return Bad(lineno, f"bad age {age!r}")
    unknown = [b for b in (frm, to) if belt_rank(b) is None]
    if unknown:
        return Bad(lineno, f"unknown belt {unknown[0]}")
    if belt_rank(to) - belt_rank(frm) != 1:
        return Bad(lineno, f"cannot grade {frm} -> {to}")
    try:
        nums = tuple(map(float, marks))
    except ValueError:
        return Bad(lineno, "non-numeric mark")
    if any(map(lambda n: not 0 <= n <= 10, nums)):
        return Bad(lineno, "mark out of range 0-10")
    return Grading(date, student, int(age), frm, to, *nums)


def judge(g):
    score = round(mean(scores(g)), 2)
    low = min(scores(g))
    passed = score >= PASS_MARK and low >= FLOOR
    note = "" if passed else (f"mark {low} under floor" if low < FLOOR else f"average under {PASS_MARK}")
    return Result(g, score, passed, note)


def partition(pred, items):
    return reduce(lambda acc, x: (acc[0] + [x], acc[1]) if pred(x) else (acc[0], acc[1] + [x]), items, ([], []))


def report(text):
    numbered = filter(is_content, enumerate(text.splitlines(), start=1))
    parsed = list(map(parse, numbered))
    bad, good = partition(lambda p: isinstance(p, Bad), parsed)
    results = sorted(map(judge, good), key=lambda r: (belt_rank(r.grading.to), -r.score, r.grading.student))

    lines = [f"GRADING NIGHT {good[0].date if good else '?'}", ""]
    by_belt = groupby(results, key=lambda r: r.grading.to)
    for belt, group in by_belt:
        group = list(group)
        lines.append(f"{belt.upper()} ({sum(1 for r in group if r.passed)}/{len(group)} passed)")
        lines.extend(
            "  {:<15}{:>3}  {:>5.2f}  {}{}".format(
                r.grading.student, r.grading.age, r.score, "PASS" if r.passed else "FAIL",
                f" - {r.note}" if r.note else "",
            )
            for r in group
        )
    passed, failed = partition(attrgetter("passed"), results)
    juniors = list(filter(lambda r: r.grading.age < 16, results))
    top = max(results, key=attrgetter("score"), default=None)

    lines += ["", f"Skipped lines: {len(bad)}"]
    lines += list(map(lambda b: f"  line {b.lineno}: {b.reason}", bad))
    summary = {
        "graded": len(results),
        "passed": len(passed),
        "failed": len(failed),
        "skipped": len(bad),
        "juniors": len(juniors),
        "top": top.grading.student if top else None,
        "mean": round(mean(map(attrgetter("score"), results)), 2) if results else 0,
    }
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)


if __name__ == "__main__":
    with open("root/dojo_gradings.txt", encoding="utf-8") as fh:
        print(report(fh.read()))
