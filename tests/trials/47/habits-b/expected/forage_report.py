import csv
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter

Find = namedtuple("Find", "date forager species weight site edible")

TOXIC_WARNING = "!! toxic"


def parse_row(row):
    return Find(
        date=row["date"],
        forager=row["forager"].strip(),
        species=row["species"].strip().lower(),
        weight=int(row["weight_g"]),
        site=row["site"],
        edible=row["edible"].strip().lower() == "yes",
    )


def read_finds(path):
    with open(path, newline="") as fh:
        yield from map(parse_row, csv.DictReader(fh))


def grams(g, unit="kg"):
    return f"{g / 1000:.2f} kg" if unit == "kg" else f"{g:,} g"


def group_sorted(items, key):
    return [(k, list(vs)) for k, vs in groupby(sorted(items, key=key), key=key)]


def totals_by(items, key):
    return {k: sum(f.weight for f in vs) for k, vs in group_sorted(items, key)}


def ranked(d, top=None):
    pairs = sorted(d.items(), key=lambda kv: (-kv[1], kv[0]))
    return pairs[:top] if top else pairs


def bar(value, biggest, width=20):
    return "#" * max(1, round(value / biggest * width))


def daily_running(finds):
    days = group_sorted(finds, attrgetter("date"))
    day_totals = [sum(f.weight for f in vs) for _, vs in days]
    return zip((d for d, _ in days), day_totals, accumulate(day_totals))


def toxic_lines(finds):
    for f in filter(lambda f: not f.edible, finds):
        yield f"  {TOXIC_WARNING} {f.species:<12} {f.forager:<6} {f.date} @ {f.site}"


def forager_summary(finds):
    by_person = group_sorted(finds, attrgetter("forager"))
    for name, vs in by_person:
        kinds = sorted({f.species for f in vs if f.edible})
        best = max(vs, key=lambda f: f.weight)
        yield name, len(vs), kinds, best


def build_report(path, top=3):
    finds = list(read_finds(path))
    edible = [f for f in finds if f.edible]
    total = reduce(lambda acc, f: acc + f.weight, edible, 0)
    species = totals_by(edible, attrgetter("species"))
    sites = totals_by(edible, attrgetter("site"))
    biggest = max(species.values())
    first, *_, last = sorted({f.date for f in finds})

    head = [
        f"Foraging log {first} .. {last}",
        "-" * 36,
        f"Finds: {len(finds)} ({len(edible)} edible)  Edible weight: {grams(total)}",
        "",
        "Species (edible):",
    ]
    species_lines = [f"  {name:<14}{grams(w, 'g'):>9}  {bar(w, biggest)}" for name, w in ranked(species)]
    site_lines = [f"  {i}. {s} {w / total:.1%}" for i, (s, w) in enumerate(ranked(sites, top), 1)]
    running = [f"  {d}  +{t:>5}  = {c:>5}" for d, t, c in daily_running(edible)]
    people = [
        f"  {n:<6} {cnt} finds, best {b.species} {b.weight}g; kinds: {', '.join(k) or '-'}"
        for n, cnt, k, b in forager_summary(finds)
    ]
    lines = chain(
        head, species_lines, ["", f"Top {top} sites:"], site_lines,
        ["", "Running edible total (g):"], running,
        ["", "Foragers:"], people, ["", "Warnings:"], toxic_lines(finds),
    )
    report = "\n".join(lines)
    summary = {"finds": len(finds), "edible_g": total, "top_species": ranked(species, 1)[0][0]}
    return report, summary


if __name__ == "__main__":
    text, summary = build_report(sys.argv[1] if len(sys.argv) > 1 else "root/forage.csv")
    print(text)
    print(json.dumps(summary))
