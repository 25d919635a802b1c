"""Greengrocer wastage report: kg and cost lost per category, reason and item."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Entry = namedtuple("Entry", "date item category kg reason cost_per_kg")
Bad = namedtuple("Bad", "lineno text why")

CATEGORIES = frozenset({"fruit", "veg", "herb"})


def parse(lineno, text):
    fields = [f.strip() for f in text.split("|")]
    if len(fields) != 6:
        return Bad(lineno, text, f"{len(fields)} fields, need 6")
    date, item, category, kg, reason, cost = fields
    if category not in CATEGORIES:
        return Bad(lineno, text, f"unknown category {category!r}")
    try:
        kg_f, cost_f = float(kg), float(cost)
    except ValueError:
        return Bad(lineno, text, "kg/cost not a number")
    if kg_f <= 0:
        return Bad(lineno, text, "kg must be positive")
    return Entry(date, item, category, kg_f, reason, cost_f)


def loss(e):
    return e.kg * e.cost_per_kg


def grouped(entries, key):
    keyf = attrgetter(key)
    return {k: list(g) for k, g in groupby(sorted(entries, key=keyf), key=keyf)}


def total(entries, f):
    return reduce(lambda acc, e: acc + f(e), entries, 0.0)


def read_lines(path):
    with open(path, encoding="utf-8") as fh:
        return fh.read().splitlines()


def report(lines):
    numbered = enumerate(lines, start=1)
    content = filter(lambda p: p[1].strip() and not p[1].startswith("#"), numbered)
    parsed = list(map(lambda p: parse(*p), content))
    good = list(filter(lambda r: isinstance(r, Entry), parsed))
    bad = list(filter(lambda r: isinstance(r, Bad), parsed))

    out = ["GREENGROCER WASTAGE", "=" * 36]
    by_cat = grouped(good, "category")
    out += [
        f"{cat:<6} {total(es, attrgetter('kg')):6.2f} kg  £{total(es, loss):7.2f}"
        for cat, es in by_cat.items()
    ]
    out.append("-" * 36)
    by_reason = grouped(good, "reason")
    ranked = sorted(by_reason.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    out += [f"{reason:<10} {len(es)} entr{'y' if len(es) == 1 else 'ies'}" for reason, es in ranked]
    by_item = grouped(good, "item")
    worst = max(by_item.items(), key=lambda kv: total(kv[1], loss), default=(None, []))
    out.append(f"Costliest item: {worst[0]} (£{total(worst[1], loss):.2f})")
    out.append(f"Rejected {len(bad)} line(s):")
    out += list(map(lambda b: f"  {b.lineno}: {b.why}", bad))

    summary = {
        "entries": len(good),
        "rejected": len(bad),
        "kg": round(total(good, attrgetter("kg")), 2),
        "cost": round(total(good, loss), 2),
        "top_reason": ranked[0][0] if ranked else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(report(read_lines("root/greengrocer_waste.txt")))
