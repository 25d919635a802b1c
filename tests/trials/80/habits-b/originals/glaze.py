#!/usr/bin/env python3
"""Glaze test-tile report: success rate per glaze, defects, thickness."""
from collections import namedtuple, Counter
from functools import reduce
from itertools import groupby, starmap
from operator import attrgetter
import json

Tile = namedtuple("Tile", "tile glaze cone outcome thickness grams")
Bad = namedtuple("Bad", "lineno reason")

OUTCOMES = frozenset({"ok", "crazed", "crawled", "runny", "pinholed"})
FIELDS = 6


def parse(lineno, raw):
    parts = list(map(str.strip, raw.split(";")))
    if len(parts) != FIELDS:
        return Bad(lineno, f"expected {FIELDS} fields, got {len(parts)}")
    tile, glaze, cone, outcome, thick, grams = parts
    if outcome not in OUTCOMES:
        return Bad(lineno, f"unknown outcome {outcome!r}")
    try:
        t = Tile(tile, glaze, int(cone), outcome, float(thick), int(grams))
    except ValueError as e:
        return Bad(lineno, f"bad number ({e})")
    return t if t.thickness > 0 else Bad(lineno, f"thickness {t.thickness} must be positive")


def is_content(pair):
    _, raw = pair
    s = raw.strip()
    return bool(s) and not s.startswith("#")


def load(text):
    numbered = filter(is_content, enumerate(text.splitlines(), start=1))
    parsed = list(starmap(parse, numbered))
    tiles = [p for p in parsed if isinstance(p, Tile)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    return tiles, bad


mean = lambda xs: sum(xs) / len(xs) if xs else 0.0
pct = lambda n, d: 100.0 * n / d if d else 0.0


def glaze_stats(glaze, tiles):
    tiles = list(tiles)
    good = list(filter(lambda t: t.outcome == "ok", tiles))
    defects = Counter(t.outcome for t in tiles if t.outcome != "ok")
    return {
        "glaze": glaze,
        "tiles": len(tiles),
        "ok": len(good),
        "rate": pct(len(good), len(tiles)),
        "avg_thick": mean([t.thickness for t in tiles]),
        "best_thick": mean([t.thickness for t in good]),
        "defects": defects,
        "cones": sorted({t.cone for t in tiles}),
    }


def fmt_stats(s):
    defects = ", ".join(f"{k} x{v}" for k, v in sorted(s["defects"].items())) or "none"
    cones = "/".join(map(str, s["cones"]))
    return (
        f"{s['glaze']:<8} {s['ok']}/{s['tiles']} ok ({s['rate']:5.1f}%)  "
        f"avg {s['avg_thick']:.2f} mm  ok-avg {s['best_thick']:.2f} mm  "
        f"cone {cones}  defects: {defects}"
    )


def report(text):
    tiles, bad = load(text)
    by_glaze = groupby(sorted(tiles, key=attrgetter("glaze")), key=attrgetter("glaze"))
    stats = list(starmap(glaze_stats, by_glaze))
    ranked = sorted(stats, key=lambda s: (-s["rate"], s["glaze"]))
    total_grams = reduce(lambda acc, t: acc + t.grams, tiles, 0)
    all_defects = reduce(lambda acc, s: acc + s["defects"], stats, Counter())
    lines = ["Glaze test tiles", "================"]
    lines += list(map(fmt_stats, ranked))
    lines.append(f"Glaze used: {total_grams} g over {len(tiles)} tiles")
    if all_defects:
        worst, n = all_defects.most_common(1)[0]
        lines.append(f"Most common defect: {worst} ({n})")
    if bad:
        lines.append(f"Skipped {len(bad)} line(s):")
        lines += [f"  line {b.lineno}: {b.reason}" for b in bad]
    summary = {
        "tiles": len(tiles),
        "skipped": len(bad),
        "glazes": len(stats),
        "best": ranked[0]["glaze"] if ranked else None,
        "ok_rate": round(pct(sum(s["ok"] for s in stats), len(tiles)), 1),
        "grams": total_grams,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    with open("root/glaze_tiles.txt") as fh:
        print(report(fh.read()))
