"""Venom extraction lab: weekly yield report (functional style)."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Milking = namedtuple("Milking", "date species snake yield_mg handler")
Bad = namedtuple("Bad", "line reason")

PATH = "root/venom_lab.txt"
LOW_YIELD_MG = 120.0


def parse(numbered):
    num, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != 5:
        return Bad(num, f"expected 5 fields, got {len(parts)}")
    try:
        mg = float(parts[3])
    except ValueError:
        return Bad(num, f"yield not a number: {parts[3]!r}")
    if mg <= 0:
        return Bad(num, f"non-positive yield {mg}")
    return Milking(parts[0], parts[1], parts[2], mg, parts[4])


def is_data(numbered):
    return bool(numbered[1].strip()) and not numbered[1].lstrip().startswith("#")


def species_stats(item):
    species, rows = item
    rows = list(rows)
    yields = list(map(attrgetter("yield_mg"), rows))
    return {
        "species": species,
        "n": len(rows),
        "total": sum(yields),
        "best": max(rows, key=attrgetter("yield_mg")),
        "snakes": len(set(map(attrgetter("snake"), rows))),
    }


def main():
    with open(PATH, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    parsed = list(map(parse, filter(is_data, enumerate(lines, start=1))))
    good = [p for p in parsed if isinstance(p, Milking)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_species = sorted(
        map(species_stats, groupby(sorted(good, key=attrgetter("species")), key=attrgetter("species"))),
        key=lambda s: (-s["total"], s["species"]),
    )

    print("VENOM EXTRACTION LAB - YIELD REPORT")
    print("-" * 44)
    for s in by_species:
        print(
            f"{s['species']:<24}{s['n']:>3} milkings {s['total']:>8.1f} mg"
            f"  best {s['best'].snake} ({s['best'].yield_mg:.1f})"
        )

    handler_totals = reduce(
        lambda acc, m: {**acc, m.handler: acc.get(m.handler, 0.0) + m.yield_mg},
        good,
        {},
    )
    print("-" * 44)
    print("Handlers:")
    for name, total in sorted(handler_totals.items(), key=lambda kv: kv[1], reverse=True):
        print(f"  {name:<12}{total:>8.1f} mg")

    low = list(filter(lambda m: m.yield_mg < LOW_YIELD_MG, good))
    print(f"Low yields (< {LOW_YIELD_MG:g} mg): " + (", ".join(f"{m.snake} on {m.date}" for m in low) or "none"))

    for b in bad:
        print(f"skipped line {b.line}: {b.reason}")

    total = reduce(lambda acc, m: acc + m.yield_mg, good, 0.0)
    summary = {
        "milkings": len(good),
        "skipped": len(bad),
        "species": len(by_species),
        "total_mg": round(total, 1),
        "mean_mg": round(total / len(good), 2) if good else 0,
        "top_species": by_species[0]["species"] if by_species else None,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
