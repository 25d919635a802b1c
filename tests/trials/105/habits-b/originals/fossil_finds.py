"""Report on a club's fossil-hunting field trips, read from a TSV file."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Find = namedtuple("Find", "date site finder taxon length condition")
Bad = namedtuple("Bad", "line reason")

GRADES = {"poor": 1, "fair": 2, "good": 3, "excellent": 4}
PATH = "root/fossil_finds.tsv"


def parse(numbered):
    n, raw = numbered
    cols = raw.rstrip("\n").split("\t")
    if len(cols) != 6:
        return Bad(n, f"expected 6 columns, got {len(cols)}")
    date, site, finder, taxon, length, condition = map(str.strip, cols)
    if not length.isdigit() or int(length) == 0:
        return Bad(n, f"bad length {length!r}")
    if condition not in GRADES:
        return Bad(n, f"unknown condition {condition!r}")
    return Find(date, site, finder, taxon, int(length), condition)


def keyed(items, key):
    return [(k, list(g)) for k, g in groupby(sorted(items, key=key), key=key)]


mean = lambda xs: sum(xs) / len(xs) if xs else 0.0
score = lambda f: GRADES[f.condition]


def report(text):
    numbered = filter(
        lambda p: p[1].strip() and not p[1].startswith("#"),
        enumerate(text.splitlines(), start=1),
    )
    parsed = list(map(parse, numbered))
    finds = list(filter(lambda r: isinstance(r, Find), parsed))
    bad = list(filter(lambda r: isinstance(r, Bad), parsed))

    lines = ["Fossil field trips", "=================="]
    by_site = keyed(finds, attrgetter("site"))
    lines += [
        f"{site:<12}{len(fs):>3} finds  avg {mean([f.length for f in fs]):6.1f} mm  "
        f"best {max(fs, key=lambda f: (score(f), f.length)).taxon}"
        for site, fs in by_site
    ]
    lines.append("")
    lines.append("Finders:")
    by_finder = keyed(finds, attrgetter("finder"))
    ranked = sorted(
        by_finder,
        key=lambda kv: (-sum(map(score, kv[1])), kv[0]),
    )
    lines += [
        f"  {i}. {name:<6} {sum(map(score, fs)):>2} pts ({len(fs)} finds)"
        for i, (name, fs) in enumerate(ranked, start=1)
    ]
    taxa = reduce(
        lambda acc, f: {**acc, f.taxon: acc.get(f.taxon, 0) + 1},
        finds,
        {},
    )
    lines.append("")
    lines.append(
        "Taxa: " + ", ".join(f"{t} x{c}" for t, c in sorted(taxa.items(), key=lambda tc: (-tc[1], tc[0])))
    )
    longest = max(finds, key=attrgetter("length"))
    lines.append(f"Longest: {longest.taxon} {longest.length} mm by {longest.finder} at {longest.site}")
    lines += [f"skipped line {b.line}: {b.reason}" for b in bad]
    summary = {
        "finds": len(finds),
        "skipped": len(bad),
        "sites": len(by_site),
        "top_finder": ranked[0][0],
        "mean_length_mm": round(mean([f.length for f in finds]), 1),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    with open(PATH, encoding="utf-8") as fh:
        print(report(fh.read()))
