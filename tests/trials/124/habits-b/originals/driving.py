"""Driving-school lesson log report, written functionally."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Entry = namedtuple("Entry", "date instructor pupil minutes kind result")
Bad = namedtuple("Bad", "line reason")

KINDS = frozenset({"lesson", "mock", "test"})
PRICE_PER_HOUR = {"lesson": 38.0, "mock": 45.0, "test": 62.0}


def parse(numbered):
    n, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != 6:
        return Bad(n, f"expected 6 fields, got {len(parts)}")
    date, instructor, pupil, minutes, kind, result = parts
    if not minutes.isdigit() or int(minutes) == 0:
        return Bad(n, f"bad minutes {minutes!r}")
    if kind not in KINDS:
        return Bad(n, f"unknown kind {kind!r}")
    if (kind == "test") != (result in ("pass", "fail")):
        return Bad(n, "result does not match kind")
    return Entry(date, instructor, pupil, int(minutes), kind, result or None)


def fee(e):
    return round(e.minutes / 60 * PRICE_PER_HOUR[e.kind], 2)


def is_test(e):
    return e.kind == "test"


def main(path):
    with open(path, encoding="utf-8") as fh:
        numbered = list(filter(lambda p: p[1].strip() and not p[1].startswith("#"),
                               enumerate(fh.read().splitlines(), start=1)))
    parsed = list(map(parse, numbered))
    entries = list(filter(lambda x: isinstance(x, Entry), parsed))
    bad = list(filter(lambda x: isinstance(x, Bad), parsed))

    out = ["Driving school weekly report", "-" * 28]
    out += list(map(lambda b: f"skip line {b.line}: {b.reason}", bad))
    out.append("")

    by_instr = sorted(entries, key=attrgetter("instructor"))
    out.append(f"{'instructor':<10} {'hours':>5} {'tests':>5} {'passes':>6} {'takings':>8}")
    rows = []
    for instr, group in groupby(by_instr, key=attrgetter("instructor")):
        es = list(group)
        hours = sum(map(attrgetter("minutes"), es)) / 60
        tests = list(filter(is_test, es))
        passes = sum(1 for t in tests if t.result == "pass")
        takings = reduce(lambda acc, e: acc + fee(e), es, 0.0)
        rows.append((instr, hours, len(tests), passes, takings))
        out.append(f"{instr:<10} {hours:>5.1f} {len(tests):>5} {passes:>6} {takings:>8.2f}")
    out.append("")

    by_pupil = sorted(entries, key=attrgetter("pupil"))
    out.append("Pupils:")
    for pupil, group in groupby(by_pupil, key=attrgetter("pupil")):
        es = list(group)
        hrs = sum(e.minutes for e in es if not is_test(e)) / 60
        attempts = list(map(attrgetter("result"), filter(is_test, es)))
        status = "passed" if "pass" in attempts else ("failed x%d" % len(attempts) if attempts else "learning")
        out.append(f"  {pupil:<7} {hrs:4.1f}h  {status}")
    out.append("")

    busiest = max(rows, key=lambda r: (r[1], r[0]))[0] if rows else None
    all_tests = list(filter(is_test, entries))
    passed = len(list(filter(lambda t: t.result == "pass", all_tests)))
    summary = {
        "entries": len(entries),
        "skipped": len(bad),
        "tests": len(all_tests),
        "pass_rate": round(passed / len(all_tests), 3) if all_tests else None,
        "takings": round(sum(map(fee, entries)), 2),
        "busiest": busiest,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else "root/driving.txt"))
