"""Lavender farm harvest report: oil yield per field and variety."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
from statistics import mean

Harvest = namedtuple("Harvest", "field variety day stems_kg oil_ml grade")
Bad = namedtuple("Bad", "line reason")

GRADES = {"A": 1.0, "B": 0.85, "C": 0.6}
FIELDS = len(Harvest._fields)


def parse(numbered):
    lineno, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != FIELDS:
        return Bad(lineno, f"expected {FIELDS} fields, got {len(parts)}")
    field, variety, day, stems, oil, grade = parts
    try:
        stems_kg, oil_ml = float(stems), float(oil)
    except ValueError:
        return Bad(lineno, "non-numeric weight or volume")
    if stems_kg <= 0 or oil_ml <= 0:
        return Bad(lineno, f"non-positive amount ({stems_kg:g} kg, {oil_ml:g} ml)")
    if grade not in GRADES:
        return Bad(lineno, f"unknown grade {grade!r}")
    return Harvest(field, variety, day, stems_kg, oil_ml, grade)


def load(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    meaningful = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
                        enumerate(lines, start=1))
    parsed = list(map(parse, meaningful))
    good = [p for p in parsed if isinstance(p, Harvest)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    return good, bad


yield_pct = lambda h: 100 * h.oil_ml / (h.stems_kg * 1000)
value = lambda h: h.oil_ml * GRADES[h.grade]


def field_summary(field, rows):
    rows = list(rows)
    stems = sum(map(attrgetter("stems_kg"), rows))
    oil = sum(map(attrgetter("oil_ml"), rows))
    best = max(rows, key=yield_pct)
    return {
        "field": field,
        "variety": rows[0].variety,
        "cuts": len(rows),
        "stems": stems,
        "oil": oil,
        "yield": 100 * oil / (stems * 1000),
        "best_day": best.day,
        "value": sum(map(value, rows)),
    }


def report(path):
    good, bad = load(path)
    key = attrgetter("field")
    fields = sorted(
        (field_summary(f, rs) for f, rs in groupby(sorted(good, key=key), key=key)),
        key=lambda s: (-s["yield"], s["field"]),
    )
    out = ["LAVENDER HARVEST REPORT", "=" * 66,
           f"{'Field':<13}{'Variety':<10}{'Cuts':>5}{'Stems kg':>10}{'Oil ml':>9}{'Yield':>8}  Best cut"]
    out += [f"{s['field']:<13}{s['variety']:<10}{s['cuts']:>5}{s['stems']:>10.2f}{s['oil']:>9.0f}"
            f"{s['yield']:>7.3f}%  {s['best_day']}" for s in fields]
    out.append("-" * 66)
    by_grade = {g: len(list(rs)) for g, rs in groupby(sorted(map(attrgetter("grade"), good)))}
    out.append("Grades: " + ", ".join(f"{g}={n}" for g, n in by_grade.items()))
    total_oil = reduce(lambda acc, h: acc + h.oil_ml, good, 0.0)
    out.append(f"Total oil {total_oil / 1000:.2f} L from {sum(h.stems_kg for h in good):.1f} kg; "
               f"mean yield per cut {mean(map(yield_pct, good)):.3f}%")
    out += [f"skipped line {b.line}: {b.reason}" for b in bad]
    summary = {
        "cuts": len(good),
        "fields": len(fields),
        "oil_litres": round(total_oil / 1000, 3),
        "top_field": fields[0]["field"] if fields else None,
        "graded_value": round(sum(map(value, good)), 1),
        "skipped": len(bad),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/lavender.txt"))
