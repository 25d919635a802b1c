"""Bamboo grove harvest report, written in a functional style."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby, starmap
from operator import attrgetter

Cut = namedtuple("Cut", "grove species date culms length grade")
Bad = namedtuple("Bad", "line reason")

GRADES = {"A": 1.0, "B": 0.8, "C": 0.5}
PRICE_PER_M = {"Moso": 2.4, "Guadua": 3.1, "Madake": 1.9}


def parse(numbered):
    lineno, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(fields)}")
    grove, species, date, culms, length, grade = fields
    try:
        cut = Cut(grove, species, date, int(culms), float(length), grade)
    except ValueError as exc:
        return Bad(lineno, f"bad number ({exc})")
    if cut.length <= 0:
        return Bad(lineno, f"non-positive length {cut.length}")
    if cut.grade not in GRADES:
        return Bad(lineno, f"unknown grade {cut.grade!r}")
    return cut


def value(cut):
    return cut.culms * cut.length * PRICE_PER_M.get(cut.species, 0) * GRADES[cut.grade]


def summarise(key, cuts):
    cuts = list(cuts)
    total_m = sum(map(lambda c: c.culms * c.length, cuts))
    return {
        "key": key,
        "cuts": len(cuts),
        "culms": sum(map(attrgetter("culms"), cuts)),
        "metres": round(total_m, 1),
        "value": round(sum(map(value, cuts)), 2),
    }


def by(field, cuts):
    keyfn = attrgetter(field)
    return list(starmap(summarise, groupby(sorted(cuts, key=keyfn), key=keyfn)))


def table(title, rows):
    header = [f"{title}", "-" * 44]
    body = map(
        lambda r: f"{r['key']:<10}{r['cuts']:>4} cuts{r['culms']:>5} culms{r['metres']:>8.1f} m  ${r['value']:>8.2f}",
        rows,
    )
    return header + list(body)


def main(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()

    numbered = filter(lambda p: p[1].strip() and not p[1].startswith("#"), enumerate(lines, 1))
    parsed = list(map(parse, numbered))
    cuts = list(filter(lambda p: isinstance(p, Cut), parsed))
    bad = list(filter(lambda p: isinstance(p, Bad), parsed))

    groves = sorted(by("grove", cuts), key=lambda r: -r["value"])
    species = by("species", cuts)
    longest = reduce(lambda a, b: b if b.length > a.length else a, cuts)
    total_value = round(sum(map(value, cuts)), 2)

    out = ["BAMBOO HARVEST REPORT", "=" * 44]
    out += table("By grove (highest value first)", groves)
    out += [""] + table("By species", species)
    out += ["", f"Longest culms: {longest.species} from {longest.grove} on {longest.date} ({longest.length} m)"]
    out += [f"Total value: ${total_value:.2f}"]
    if bad:
        out += ["", f"Rejected {len(bad)} line(s):"]
        out += list(map(lambda b: f"  line {b.line}: {b.reason}", bad))
    summary = {
        "cuts": len(cuts),
        "rejected": len(bad),
        "culms": sum(map(attrgetter("culms"), cuts)),
        "value": total_value,
        "topGrove": groves[0]["key"] if groves else None,
    }
    out.append(json.dumps(summary))
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/bamboo_harvest.txt")
