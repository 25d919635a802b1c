"""Restaurant hygiene inspection report, written in a functional style."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Inspection = namedtuple("Inspection", "premises district date hygiene structure management violations")
Rejected = namedtuple("Rejected", "line reason")

# Score bands: total penalty points -> food hygiene rating (5 best, 0 worst)
BANDS = [(15, 5), (20, 4), (30, 3), (40, 2), (50, 1)]
rating_for = lambda total: next((r for limit, r in BANDS if total <= limit), 0)


def parse(numbered):
    lineno, raw = numbered
    fields = [f.strip() for f in raw.split("|")]
    if len(fields) != 7:
        return Rejected(lineno, f"expected 7 fields, got {len(fields)}")
    name, district, date, *nums = fields
    if not all(map(lambda s: s.lstrip("-").isdigit(), nums)):
        return Rejected(lineno, f"non-numeric score in {nums}")
    values = list(map(int, nums))
    if any(map(lambda v: v < 0, values)):
        return Rejected(lineno, "negative value")
    return Inspection(name, district, date, *values)


def total(insp):
    return insp.hygiene + insp.structure + insp.management


def summarize_district(item):
    district, rows = item
    rows = list(rows)
    ratings = list(map(lambda r: rating_for(total(r)), rows))
    return {
        "district": district,
        "count": len(rows),
        "avg_rating": round(sum(ratings) / len(ratings), 2),
        "violations": reduce(lambda acc, r: acc + r.violations, rows, 0),
        "worst": min(rows, key=lambda r: (rating_for(total(r)), r.premises)).premises,
    }


def main(path):
    with open(path, encoding="utf-8") as fh:
        lines = list(enumerate(fh.read().splitlines(), start=1))
    content = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), lines)
    results = list(map(parse, content))
    good = [r for r in results if isinstance(r, Inspection)]
    bad = [r for r in results if isinstance(r, Rejected)]

    print("Food hygiene inspections")
    print("------------------------")
    print(f"{len(good)} premises rated, {len(bad)} lines rejected")
    for rej in bad:
        print(f"  line {rej.line}: {rej.reason}")

    print()
    print("Ratings:")
    ranked = sorted(good, key=lambda r: (-rating_for(total(r)), total(r), r.premises))
    for r in ranked:
        stars = "*" * rating_for(total(r))
        print(f"  {r.premises:<16} {r.district:<10} {total(r):>3} pts  {rating_for(total(r))} {stars}")

    print()
    print("By district:")
    by_district = groupby(sorted(good, key=attrgetter("district")), key=attrgetter("district"))
    districts = list(map(summarize_district, by_district))
    for d in districts:
        print(f"  {d['district']:<10} n={d['count']} avg rating {d['avg_rating']:.2f} "
              f"violations {d['violations']:>2} worst: {d['worst']}")

    failing = sorted(map(attrgetter("premises"), filter(lambda r: rating_for(total(r)) <= 2, good)))
    histogram = {str(k): sum(1 for r in good if rating_for(total(r)) == k) for k in range(5, -1, -1)}
    summary = {
        "rated": len(good),
        "rejected": len(bad),
        "failing": failing,
        "ratings": histogram,
        "best_district": max(districts, key=lambda d: (d["avg_rating"], d["district"]))["district"],
        "total_violations": sum(map(attrgetter("violations"), good)),
    }
    print()
    print(json.dumps(summary))


if __name__ == "__main__":
    main("root/hygiene_inspections.txt")
