#!/usr/bin/env python3
"""Cork stopper QC report: reads pipe-separated samples, prints per-supplier grades."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Sample = namedtuple("Sample", "batch supplier length diameter tca grade")
Bad = namedtuple("Bad", "lineno reason")

GRADES = ("A", "B", "C")
TCA_LIMIT = 2.0  # ng/L, above this the cork is rejected as tainted
POINTS = {"A": 3, "B": 2, "C": 1}


def parse(lineno, raw):
    fields = [f.strip() for f in raw.split("|")]
    if len(fields) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(fields)}")
    batch, supplier, length, diameter, tca, grade = fields
    try:
        length, diameter, tca = int(length), float(diameter), float(tca)
    except ValueError as e:
        return Bad(lineno, f"bad number ({e})")
    if length <= 0:
        return Bad(lineno, f"non-positive length {length}")
    if grade not in GRADES:
        return Bad(lineno, f"unknown grade {grade!r}")
    return Sample(batch, supplier, length, diameter, tca, grade)


def content_lines(text):
    numbered = enumerate(text.splitlines(), start=1)
    return filter(lambda p: p[1].strip() and not p[1].startswith("#"), numbered)


def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else 0.0


def supplier_row(supplier, samples):
    samples = list(samples)
    tainted = list(filter(lambda s: s.tca > TCA_LIMIT, samples))
    counts = {g: sum(1 for s in samples if s.grade == g) for g in GRADES}
    score = mean(map(lambda s: POINTS[s.grade], samples))
    return {
        "supplier": supplier,
        "n": len(samples),
        "counts": counts,
        "mean_tca": mean(map(attrgetter("tca"), samples)),
        "tainted": len(tainted),
        "score": score,
        "batches": sorted({s.batch for s in samples}),
    }


def render(rows, bad):
    head = f"{'Supplier':<10}{'N':>3}{'A':>4}{'B':>4}{'C':>4}{'TCA':>7}{'Taint':>7}{'Score':>7}  Batches"
    body = map(
        lambda r: f"{r['supplier']:<10}{r['n']:>3}"
        + "".join(f"{r['counts'][g]:>4}" for g in GRADES)
        + f"{r['mean_tca']:>7.2f}{r['tainted']:>7}{r['score']:>7.2f}  {','.join(r['batches'])}",
        rows,
    )
    skipped = map(lambda b: f"  line {b.lineno}: {b.reason}", bad)
    return "\n".join(
        ["CORK STOPPER QC REPORT", "=" * 60, head, *body, "-" * 60, f"Skipped {len(bad)} line(s):", *skipped]
    )


def main(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    parsed = [parse(n, raw) for n, raw in content_lines(text)]
    good = [p for p in parsed if isinstance(p, Sample)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_supplier = groupby(sorted(good, key=attrgetter("supplier")), key=attrgetter("supplier"))
    rows = sorted(
        (supplier_row(k, g) for k, g in by_supplier),
        key=lambda r: (-r["score"], r["supplier"]),
    )
    print(render(rows, bad))

    worst = reduce(lambda a, b: b if b.tca > a.tca else a, good)
    summary = {
        "samples": len(good),
        "skipped": len(bad),
        "suppliers": len(rows),
        "tainted": sum(map(lambda r: r["tainted"], rows)),
        "best": rows[0]["supplier"],
        "worst_tca": {"batch": worst.batch, "tca": worst.tca},
        "mean_length_mm": round(mean(map(attrgetter("length"), good)), 1),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/corks.txt")
