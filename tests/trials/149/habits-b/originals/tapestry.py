import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Entry = namedtuple("Entry", "date conservator panel task hours area")
Bad = namedtuple("Bad", "lineno reason")

TASKS = frozenset({"cleaning", "consolidation", "couching", "dyeing", "lining"})


def parse(numbered):
    lineno, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(fields)}")
    date, who, panel, task, hours, area = fields
    if task not in TASKS:
        return Bad(lineno, f"unknown task '{task}'")
    try:
        h, a = float(hours), int(area)
    except ValueError:
        return Bad(lineno, "non-numeric hours or area")
    if h <= 0:
        return Bad(lineno, f"non-positive hours {h}")
    return Entry(date, who, panel, task, h, a)


def group(items, key):
    return {k: list(g) for k, g in groupby(sorted(items, key=key), key=key)}


total_hours = lambda es: sum(map(attrgetter("hours"), es))
total_area = lambda es: sum(map(attrgetter("area"), es))
rate = lambda es: total_area(es) / total_hours(es) if total_hours(es) else 0.0


def panel_block(item):
    panel, es = item
    tasks = group(es, attrgetter("task"))
    head = f"{panel:<14}{total_hours(es):>7.2f} h {total_area(es):>6} cm2"
    rows = map(
        lambda kv: f"    {kv[0]:<14}{total_hours(kv[1]):>6.2f} h  x{len(kv[1])}",
        sorted(tasks.items(), key=lambda kv: -total_hours(kv[1])),
    )
    return "\n".join([head, *rows])


def report(text):
    lines = filter(
        lambda p: p[1].strip() and not p[1].startswith("#"),
        enumerate(text.splitlines(), start=1),
    )
    parsed = list(map(parse, lines))
    entries = list(filter(lambda x: isinstance(x, Entry), parsed))
    bad = list(filter(lambda x: isinstance(x, Bad), parsed))

    panels = group(entries, attrgetter("panel"))
    people = group(entries, attrgetter("conservator"))

    busiest = reduce(
        lambda a, b: a if total_hours(a[1]) >= total_hours(b[1]) else b,
        people.items(),
    )
    days = sorted(set(map(attrgetter("date"), entries)))

    out = ["TAPESTRY CONSERVATION STUDIO", "-" * 28, "By panel:"]
    out += list(map(panel_block, panels.items()))
    out += ["", "By conservator:"]
    out += [
        f"  {who:<8}{total_hours(es):>6.2f} h  {rate(es):>7.1f} cm2/h"
        for who, es in sorted(people.items(), key=lambda kv: (-total_hours(kv[1]), kv[0]))
    ]
    if bad:
        out += ["", f"Rejected {len(bad)} line(s):"]
        out += [f"  line {b.lineno}: {b.reason}" for b in bad]
    summary = {
        "entries": len(entries),
        "rejected": len(bad),
        "panels": len(panels),
        "hours": round(total_hours(entries), 2),
        "area_cm2": total_area(entries),
        "busiest": busiest[0],
        "span": [days[0], days[-1]] if days else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/tapestry.log", encoding="utf-8") as fh:
        print(report(fh.read()))
