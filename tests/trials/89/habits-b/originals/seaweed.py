"""Seaweed harvest report, written functionally."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Haul = namedtuple("Haul", "date shore picker species kg permit")
Problem = namedtuple("Problem", "line reason")

QUOTA_KG = {"kelp": 120.0, "dulse": 30.0, "wrack": 60.0, "sea lettuce": 20.0, "carrageen": 10.0}


def parse(numbered):
    lineno, raw = numbered
    fields = [f.strip() for f in raw.split("|")]
    if len(fields) != 6:
        return Problem(lineno, f"expected 6 fields, got {len(fields)}")
    date, shore, picker, species, kg_s, permit = fields
    try:
        kg = float(kg_s)
    except ValueError:
        return Problem(lineno, f"weight {kg_s!r} is not a number")
    if kg <= 0:
        return Problem(lineno, f"weight {kg} must be positive")
    if not permit:
        return Problem(lineno, "missing permit")
    if species not in QUOTA_KG:
        return Problem(lineno, f"unknown species {species}")
    return Haul(date, shore, picker, species, kg, permit)


def is_data(numbered):
    _, raw = numbered
    return bool(raw.strip()) and not raw.startswith("#")


def total(hauls):
    return reduce(lambda acc, h: acc + h.kg, hauls, 0.0)


def grouped(items, key):
    return [(k, list(g)) for k, g in groupby(sorted(items, key=key), key=key)]


def report(text):
    parsed = list(map(parse, filter(is_data, enumerate(text.splitlines(), start=1))))
    hauls = [p for p in parsed if isinstance(p, Haul)]
    problems = [p for p in parsed if isinstance(p, Problem)]

    lines = ["SEAWEED HARVEST", "=" * 36]
    by_species = grouped(hauls, attrgetter("species"))
    for species, hs in by_species:
        kg = total(hs)
        quota = QUOTA_KG[species]
        flag = " OVER QUOTA" if kg > quota else ""
        lines.append(f"{species:<12} {len(hs):>2} hauls {kg:>7.2f} kg / {quota:>5.1f}{flag}")
    lines.append("-" * 36)

    by_shore = grouped(hauls, attrgetter("shore"))
    lines.append("By shore:")
    lines.extend(
        map(lambda kv: f"  {kv[0]:<11} {total(kv[1]):>7.2f} kg", by_shore)
    )

    by_picker = sorted(
        ((name, total(hs)) for name, hs in grouped(hauls, attrgetter("picker"))),
        key=lambda t: (-t[1], t[0]),
    )
    best_name, best_kg = by_picker[0]
    lines.append(f"Top picker: {best_name} ({best_kg:.2f} kg)")
    days = sorted({h.date for h in hauls})
    lines.append(f"Days: {days[0]} to {days[-1]} ({len(days)})")
    lines.extend(f"skipped line {p.line}: {p.reason}" for p in problems)

    over = [s for s, hs in by_species if total(hs) > QUOTA_KG[s]]
    summary = {
        "hauls": len(hauls),
        "skipped": len(problems),
        "total_kg": round(total(hauls), 2),
        "over_quota": over,
        "pickers": len(by_picker),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    with open("root/seaweed.txt", encoding="utf-8") as fh:
        print(report(fh.read()))
