#!/usr/bin/env python3
"""Latte-art throwdown: scores per barista, per cafe, per round."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
from statistics import mean

Pour = namedtuple("Pour", "round barista cafe pattern scores seconds")
Bad = namedtuple("Bad", "line reason")

TIME_LIMIT = 55
PENALTY = 0.5


def parse(numbered):
    n, raw = numbered
    parts = [p.strip() for p in raw.split("|")]
    if len(parts) != 6:
        return Bad(n, f"expected 6 fields, got {len(parts)}")
    rnd, barista, cafe, pattern, marks, secs = parts
    try:
        scores = tuple(map(float, marks.split(";")))
    except ValueError:
        return Bad(n, f"bad score in '{marks}'")
    if len(scores) != 3:
        return Bad(n, f"need 3 judges, got {len(scores)}")
    if not secs.isdigit():
        return Bad(n, f"bad time '{secs}'")
    return Pour(rnd, barista, cafe, pattern, scores, int(secs))


def points(p):
    base = mean(p.scores)
    return round(base - (PENALTY if p.seconds > TIME_LIMIT else 0), 2)


def group(items, key):
    return {k: list(g) for k, g in groupby(sorted(items, key=key), key=key)}


def fmt(x):
    return f"{x:.2f}"


def main(path):
    with open(path, encoding="utf-8") as f:
        numbered = enumerate(f.read().split("\n"), start=1)
        content = filter(lambda t: t[1].strip() and not t[1].startswith("#"), numbered)
        parsed = list(map(parse, content))

    pours = [p for p in parsed if isinstance(p, Pour)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    lines = ["Latte-art throwdown", "-" * 19]
    for rnd, ps in group(pours, attrgetter("round")).items():
        ranked = sorted(ps, key=lambda p: (-points(p), p.barista))
        lines.append(f"[{rnd}]")
        lines.extend(
            f"  {i}. {p.barista:<14} {p.pattern:<8} {fmt(points(p)):>5}{' (over time)' if p.seconds > TIME_LIMIT else ''}"
            for i, p in enumerate(ranked, start=1)
        )

    by_cafe = group(pours, attrgetter("cafe"))
    cafe_avg = {c: round(mean(map(points, ps)), 2) for c, ps in by_cafe.items()}
    lines.append("Cafes:")
    lines.extend(
        f"  {c:<12} {len(by_cafe[c])} pours  avg {fmt(a)}"
        for c, a in sorted(cafe_avg.items(), key=lambda kv: (-kv[1], kv[0]))
    )

    patterns = reduce(lambda acc, p: {**acc, p.pattern: acc.get(p.pattern, 0) + 1}, pours, {})
    lines.append("Patterns: " + ", ".join(f"{k} x{v}" for k, v in sorted(patterns.items())))

    best = max(pours, key=points)
    fastest = min(pours, key=attrgetter("seconds"))
    lines.append(f"Top pour: {best.barista} ({best.pattern}, {fmt(points(best))})")
    lines.append(f"Fastest: {fastest.barista} in {fastest.seconds}s")
    lines.extend(f"skipped line {b.line}: {b.reason}" for b in bad)

    finals = [p for p in pours if p.round == "final"]
    summary = {
        "pours": len(pours),
        "skipped": len(bad),
        "baristas": len({p.barista for p in pours}),
        "winner": max(finals, key=points).barista if finals else None,
        "mean": round(mean(map(points, pours)), 2),
    }
    lines.append(json.dumps(summary))
    print("\n".join(lines))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/throwdown.txt")
