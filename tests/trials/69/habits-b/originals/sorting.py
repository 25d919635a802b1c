from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
import json

Run = namedtuple("Run", "shift machine bags letters parcels minutes")
Bad = namedtuple("Bad", "line reason")

SHIFT_ORDER = {"early": 0, "late": 1, "night": 2}


def parse(numbered):
    n, raw = numbered
    fields = [f.strip() for f in raw.split("|")]
    if len(fields) != 6:
        return Bad(n, f"wrong field count ({len(fields)})")
    shift, machine, *nums = fields
    if shift not in SHIFT_ORDER:
        return Bad(n, f"unknown shift {shift!r}")
    try:
        bags, letters, parcels, minutes = map(int, nums)
    except ValueError:
        return Bad(n, "non-numeric count")
    if minutes <= 0 or bags < 0:
        return Bad(n, "impossible values")
    return Run(shift, machine, bags, letters, parcels, minutes)


def is_bad(x):
    return isinstance(x, Bad)


def items(run):
    return run.letters + run.parcels


def rate(run):
    return items(run) / run.minutes * 60


def total(runs, f):
    return reduce(lambda acc, r: acc + f(r), runs, 0)


def fmt_row(label, runs):
    mins = total(runs, attrgetter("minutes"))
    its = total(runs, items)
    return f"  {label:<8}{len(runs):>3} runs {its:>7} items {mins:>5} min {its / mins * 60:>8.1f}/h"


def report(text):
    lines = list(filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
                        enumerate(text.splitlines(), start=1)))
    parsed = list(map(parse, lines))
    bad = list(filter(is_bad, parsed))
    good = list(filter(lambda x: not is_bad(x), parsed))

    out = ["POSTAL SORTING OFFICE - THROUGHPUT", "=" * 34]
    out += [f"rejected line {b.line}: {b.reason}" for b in bad]
    out.append("")

    out.append("By shift:")
    by_shift_key = lambda r: SHIFT_ORDER[r.shift]
    shifts = [(k, list(g)) for k, g in groupby(sorted(good, key=by_shift_key), key=attrgetter("shift"))]
    out += [fmt_row(name, runs) for name, runs in shifts]
    out.append("")

    out.append("By machine:")
    machines = [(k, list(g)) for k, g in groupby(sorted(good, key=attrgetter("machine")), key=attrgetter("machine"))]
    out += [fmt_row(name, runs) for name, runs in machines]
    out.append("")

    fastest = max(good, key=rate)
    slowest = min(good, key=rate)
    out.append(f"Fastest run: {fastest.machine} ({fastest.shift}) at {rate(fastest):.1f} items/h")
    out.append(f"Slowest run: {slowest.machine} ({slowest.shift}) at {rate(slowest):.1f} items/h")
    parcel_share = total(good, attrgetter("parcels")) / total(good, items)
    out.append(f"Parcel share: {parcel_share:.1%}")

    busiest = max(shifts, key=lambda kv: total(kv[1], items))[0]
    summary = {
        "runs": len(good),
        "rejected": len(bad),
        "bags": total(good, attrgetter("bags")),
        "items": total(good, items),
        "busiestShift": busiest,
        "machines": [m for m, _ in machines],
        "parcelShare": round(parcel_share, 4),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/sorting.log") as fh:
        print(report(fh.read()))
