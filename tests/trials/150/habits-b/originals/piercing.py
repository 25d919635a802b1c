#!/usr/bin/env python3
"""Ear/body piercing studio: weekly appointment report."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby, starmap
from operator import attrgetter

Appt = namedtuple("Appt", "appt_id date piercer site material price deposit outcome")
Bad = namedtuple("Bad", "line reason")

OUTCOMES = frozenset({"done", "no-show", "cancelled"})
SAFE_METALS = frozenset({"titanium", "gold", "steel"})


def to_float(s):
    try:
        return float(s)
    except ValueError:
        return None


def parse(numbered):
    line, raw = numbered
    fields = list(map(str.strip, raw.split(";")))
    if len(fields) != len(Appt._fields):
        return Bad(line, f"expected {len(Appt._fields)} fields, got {len(fields)}")
    appt = Appt(*fields)
    price, deposit = to_float(appt.price), to_float(appt.deposit)
    if price is None or deposit is None:
        return Bad(line, f"non-numeric price/deposit {appt.price!r}/{appt.deposit!r}")
    if appt.outcome not in OUTCOMES:
        return Bad(line, f"unknown outcome {appt.outcome!r}")
    if appt.material not in SAFE_METALS:
        return Bad(line, f"material {appt.material!r} not allowed")
    return appt._replace(price=price, deposit=deposit)


def takings(a):
    return a.price if a.outcome == "done" else (a.deposit if a.outcome == "no-show" else 0.0)


def grouped(items, key):
    return [(k, list(g)) for k, g in groupby(sorted(items, key=key), key=key)]


def main(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    numbered = filter(lambda p: p[1].strip() and not p[1].startswith("#"),
                      list(enumerate(text.split("\n"), start=1))[1:])
    parsed = list(map(parse, numbered))
    appts = list(filter(lambda r: isinstance(r, Appt), parsed))
    bad = list(filter(lambda r: isinstance(r, Bad), parsed))
    done = list(filter(lambda a: a.outcome == "done", appts))
    total = reduce(lambda acc, a: acc + takings(a), appts, 0.0)

    out = ["PIERCING STUDIO WEEK", "-" * 36,
           f"appointments: {len(appts)}  done: {len(done)}  bad lines: {len(bad)}", ""]

    out.append("Piercer      done  no-show  takings")
    per_piercer = grouped(appts, attrgetter("piercer"))
    out += list(starmap(
        lambda who, xs: f"{who:<12}{sum(1 for x in xs if x.outcome == 'done'):>4}"
                        f"{sum(1 for x in xs if x.outcome == 'no-show'):>9}"
                        f"{sum(map(takings, xs)):>9.2f}",
        per_piercer))
    out.append("")

    out.append("Sites by count (done):")
    sites = sorted(grouped(done, attrgetter("site")), key=lambda kv: (-len(kv[1]), kv[0]))
    out += [f"  {site:<8} x{len(xs)}  avg {sum(map(attrgetter('price'), xs)) / len(xs):.2f}"
            for site, xs in sites]
    out.append("")

    mats = dict(map(lambda kv: (kv[0], len(kv[1])), grouped(done, attrgetter("material"))))
    out.append("Materials: " + ", ".join(f"{m}={n}" for m, n in mats.items()))

    if bad:
        out.append("")
        out.append("Skipped:")
        out += [f"  line {b.line}: {b.reason}" for b in bad]

    top = max(per_piercer, key=lambda kv: (sum(map(takings, kv[1])), kv[0]), default=(None, []))
    no_shows = len(list(filter(lambda a: a.outcome == "no-show", appts)))
    summary = {
        "appointments": len(appts),
        "done": len(done),
        "no_show_rate": round(no_shows / len(appts), 3) if appts else 0,
        "takings": round(total, 2),
        "top_piercer": top[0],
        "bad_lines": len(bad),
    }
    out.append("")
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else "root/piercing_appts.csv"))
