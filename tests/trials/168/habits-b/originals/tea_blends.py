"""Tea-blending room: batch report from a pipe-separated ledger."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Component = namedtuple("Component", "batch blend leaf grams cost grade")
Bad = namedtuple("Bad", "lineno reason")

GRADES = frozenset("ABC")
FIELDS = 6


def parse(numbered):
    lineno, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != FIELDS:
        return Bad(lineno, f"expected {FIELDS} fields, got {len(parts)}")
    batch, blend, leaf, grams, cost, grade = parts
    try:
        g, c = float(grams), float(cost)
    except ValueError:
        return Bad(lineno, "not a number")
    if g <= 0:
        return Bad(lineno, "grams must be positive")
    if grade not in GRADES:
        return Bad(lineno, f"unknown grade {grade!r}")
    return Component(batch, blend, leaf, g, c, grade)


def is_data(numbered):
    line = numbered[1].strip()
    return bool(line) and not line.startswith("#")


def value(c):
    return c.grams / 1000 * c.cost


def summarise_batch(batch, comps):
    comps = list(comps)
    grams = sum(map(attrgetter("grams"), comps))
    cost = sum(map(value, comps))
    main = max(comps, key=attrgetter("grams"))
    return {
        "batch": batch,
        "blend": comps[0].blend,
        "grams": grams,
        "cost": cost,
        "per100": cost / grams * 100,
        "main": main.leaf,
        "share": main.grams / grams,
    }


def render(b):
    return (f"{b['batch']} {b['blend']:<11} {b['grams']:>7.0f} g  "
            f"£{b['cost']:>6.2f}  £{b['per100']:.2f}/100g  "
            f"main {b['main']} {b['share']:.0%}")


def report(text):
    numbered = filter(is_data, enumerate(text.splitlines(), start=1))
    parsed = list(map(parse, numbered))
    good = list(filter(lambda p: isinstance(p, Component), parsed))
    bad = list(filter(lambda p: isinstance(p, Bad), parsed))

    by_batch = groupby(sorted(good, key=attrgetter("batch")), key=attrgetter("batch"))
    batches = [summarise_batch(k, g) for k, g in by_batch]

    leaf_totals = reduce(
        lambda acc, c: {**acc, c.leaf: acc.get(c.leaf, 0) + c.grams}, good, {}
    )
    top_leaves = sorted(leaf_totals.items(), key=lambda kv: (-kv[1], kv[0]))[:3]

    lines = ["TEA BLENDING ROOM", "=" * 44]
    lines += map(render, batches)
    lines.append("-" * 44)
    lines.append("Top leaves: " + ", ".join(f"{k} {v:.0f} g" for k, v in top_leaves))
    if bad:
        lines.append(f"Skipped {len(bad)} line(s):")
        lines += (f"  line {b.lineno}: {b.reason}" for b in bad)

    total_cost = sum(map(lambda b: b["cost"], batches))
    priciest = max(batches, key=lambda b: b["per100"], default=None)
    summary = {
        "batches": len(batches),
        "components": len(good),
        "skipped": len(bad),
        "totalGrams": sum(map(attrgetter("grams"), good)),
        "totalCost": round(total_cost, 2),
        "priciest": priciest["batch"] if priciest else None,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    with open("root/tea_blends.txt", encoding="utf-8") as f:
        print(report(f.read()))
