#!/usr/bin/env python3
"""Fire-extinguisher servicing round: report per site, overdue units, outcomes."""
import json
import sys
from collections import namedtuple, Counter
from datetime import date
from functools import reduce
from itertools import groupby
from operator import attrgetter

Unit = namedtuple("Unit", "site unit_id kind kg last_service pressure outcome")
Bad = namedtuple("Bad", "lineno reason")

TODAY = date(2024, 6, 1)
KINDS = frozenset({"CO2", "water", "foam", "powder"})
OUTCOMES = ("pass", "fail", "replaced")
OVERDUE_DAYS = 365


def parse(numbered):
    lineno, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 7:
        return Bad(lineno, f"expected 7 fields, got {len(fields)}")
    site, unit_id, kind, kg, last, bar, outcome = fields
    if kind not in KINDS:
        return Bad(lineno, f"unknown type {kind!r}")
    try:
        return Unit(site, unit_id, kind, float(kg), date.fromisoformat(last), float(bar), outcome)
    except ValueError as e:
        return Bad(lineno, f"bad value ({e})")


is_bad = lambda r: isinstance(r, Bad)
age_days = lambda u: (TODAY - u.last_service).days
overdue = lambda u: age_days(u) > OVERDUE_DAYS
total_kg = lambda us: reduce(lambda acc, u: acc + u.kg, us, 0.0)


def partition(pred, xs):
    xs = list(xs)
    return list(filter(pred, xs)), list(filter(lambda x: not pred(x), xs))


def site_line(site, units):
    units = list(units)
    counts = Counter(map(attrgetter("outcome"), units))
    return "{:<18} {:>2} units {:>5.1f} kg  {}".format(
        site, len(units), total_kg(units),
        " ".join(f"{o}={counts.get(o, 0)}" for o in OUTCOMES),
    )


def report(path):
    with open(path, encoding="utf-8") as f:
        numbered = enumerate(f.read().splitlines(), start=1)
        wanted = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), numbered)
        bad, units = partition(is_bad, map(parse, wanted))

    by_site = sorted(units, key=attrgetter("site"))
    lines = ["Extinguisher servicing round", "=" * 28]
    lines += [site_line(site, group) for site, group in groupby(by_site, key=attrgetter("site"))]

    lines += ["", f"Overdue (> {OVERDUE_DAYS} days since service):"]
    late = sorted(filter(overdue, units), key=age_days, reverse=True)
    lines += list(map(lambda u: f"  {u.unit_id:<7}{u.site:<18}{age_days(u):>5} days", late)) or ["  none"]

    by_kind = Counter(map(attrgetter("kind"), units))
    lines += ["", "By type: " + ", ".join(f"{k} {n}" for k, n in sorted(by_kind.items()))]

    failed = [u.unit_id for u in units if u.outcome == "fail"]
    lines += ["Failed: " + (", ".join(failed) if failed else "none")]

    if bad:
        lines += ["", f"Skipped {len(bad)} line(s):"]
        lines += [f"  line {b.lineno}: {b.reason}" for b in bad]

    summary = {
        "units": len(units),
        "skipped": len(bad),
        "overdue": len(late),
        "failed": len(failed),
        "pass_rate": round(sum(1 for u in units if u.outcome == "pass") / len(units), 3) if units else 0,
        "kg": round(total_kg(units), 1),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/extinguishers.txt"))
