"""Eel-pass trap counts: per-site and per-stage totals, warm-water days, rejects."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Catch = namedtuple("Catch", "date site stage count temp")
Reject = namedtuple("Reject", "line reason")

STAGES = ("glass", "elver", "yellow", "silver")
WARM_C = 14.0


def parse(numbered):
    lineno, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != 5:
        return Reject(lineno, f"expected 5 fields, got {len(parts)}")
    date, site, stage, count, temp = parts
    if stage not in STAGES:
        return Reject(lineno, f"unknown stage {stage!r}")
    if not count.isdigit():
        return Reject(lineno, f"bad count {count!r}")
    try:
        t = float(temp)
    except ValueError:
        return Reject(lineno, f"bad temperature {temp!r}")
    return Catch(date, site, stage, int(count), t)


def load(text):
    lines = enumerate(text.splitlines(), start=1)
    content = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), lines)
    parsed = list(map(parse, content))
    catches = [p for p in parsed if isinstance(p, Catch)]
    rejects = [p for p in parsed if isinstance(p, Reject)]
    return catches, rejects


def grouped(items, key):
    return {k: list(g) for k, g in groupby(sorted(items, key=key), key=key)}


total = lambda cs: reduce(lambda acc, c: acc + c.count, cs, 0)
mean = lambda xs: sum(xs) / len(xs) if xs else 0.0


def report(text):
    catches, rejects = load(text)
    by_site = grouped(catches, attrgetter("site"))
    by_stage = grouped(catches, attrgetter("stage"))
    out = ["EEL-PASS TRAP REPORT", "-" * 20]

    site_rows = sorted(by_site.items(), key=lambda kv: -total(kv[1]))
    out += [
        f"{site:<13}{total(cs):>5} eels over {len(cs)} checks, mean temp {mean([c.temp for c in cs]):.1f}C"
        for site, cs in site_rows
    ]

    out.append("")
    out.append("Stage mix:")
    grand = total(catches)
    out += [
        f"  {stage:<7}{total(by_stage.get(stage, [])):>5}  {100 * total(by_stage.get(stage, [])) / grand if grand else 0:5.1f}%"
        for stage in STAGES
    ]

    warm = list(filter(lambda c: c.temp >= WARM_C, catches))
    out.append("")
    out.append(f"Warm-water checks (>= {WARM_C}C): {len(warm)}, {total(warm)} eels")
    peak = max(catches, key=attrgetter("count"), default=None)
    if peak:
        out.append(f"Peak: {peak.count} {peak.stage} at {peak.site} on {peak.date}")

    out.append("")
    out.append(f"Rejected lines: {len(rejects)}")
    out += [f"  line {r.line}: {r.reason}" for r in rejects]

    summary = {
        "checks": len(catches),
        "eels": grand,
        "rejected": len(rejects),
        "sites": len(by_site),
        "top_site": site_rows[0][0] if site_rows else None,
        "glass_share": round(total(by_stage.get("glass", [])) / grand, 3) if grand else 0,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/eelpass.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))
