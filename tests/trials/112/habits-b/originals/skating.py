"""Figure-skating panel scores: trimmed-mean GOE, segment totals, standings."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Score = namedtuple("Score", "skater segment base goes deductions")
Bad = namedtuple("Bad", "line reason")

JUDGES = 9
GOE_RANGE = range(-5, 6)
SEGMENT_FACTOR = {"short": 1.0, "free": 2.0}


def parse(numbered):
    no, line = numbered
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 5:
        return Bad(no, f"expected 5 fields, got {len(fields)}")
    skater, segment, base, goes, ded = fields
    if segment not in SEGMENT_FACTOR:
        return Bad(no, f"unknown segment {segment!r}")
    try:
        base_v, ded_v = float(base), int(ded)
        goe_list = tuple(map(int, goes.split()))
    except ValueError as e:
        return Bad(no, f"not a number ({e})")
    if len(goe_list) != JUDGES:
        return Bad(no, f"{len(goe_list)} judges, need {JUDGES}")
    if not all(map(lambda g: g in GOE_RANGE, goe_list)):
        return Bad(no, "GOE out of range -5..5")
    return Score(skater, segment, base_v, goe_list, ded_v)


def trimmed_mean(values):
    core = sorted(values)[1:-1]
    return sum(core) / len(core)


def segment_points(s):
    return round(s.base + trimmed_mean(s.goes) * SEGMENT_FACTOR[s.segment] - s.deductions, 2)


def read_lines(path):
    with open(path, encoding="utf-8") as fh:
        return fh.read().split("\n")


def main(path):
    numbered = filter(
        lambda p: p[1].strip() and not p[1].startswith("#"),
        enumerate(read_lines(path), start=1),
    )
    parsed = list(map(parse, numbered))
    good = [p for p in parsed if isinstance(p, Score)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_skater = groupby(sorted(good, key=attrgetter("skater")), key=attrgetter("skater"))
    totals = {
        name: {s.segment: segment_points(s) for s in scores}
        for name, scores in by_skater
    }
    complete = dict(filter(lambda kv: set(kv[1]) == set(SEGMENT_FACTOR), totals.items()))
    ranking = sorted(complete.items(), key=lambda kv: -sum(kv[1].values()))

    lines = ["FIGURE SKATING - PANEL RESULTS", ""]
    lines += [
        f"{rank:>2}. {name:<12} SP {segs['short']:6.2f}  FS {segs['free']:6.2f}  TOTAL {sum(segs.values()):7.2f}"
        for rank, (name, segs) in enumerate(ranking, start=1)
    ]
    incomplete = sorted(set(totals) - set(complete))
    if incomplete:
        lines.append("Incomplete: " + ", ".join(incomplete))
    if bad:
        lines.append(f"Rejected {len(bad)} line(s):")
        lines += list(map(lambda b: f"  line {b.line}: {b.reason}", bad))
    best_goe = reduce(
        lambda acc, s: acc if acc and trimmed_mean(acc.goes) >= trimmed_mean(s.goes) else s,
        good,
        None,
    )
    summary = {
        "skaters": len(totals),
        "ranked": len(ranking),
        "rejected": len(bad),
        "winner": ranking[0][0] if ranking else None,
        "top_score": round(sum(ranking[0][1].values()), 2) if ranking else None,
        "best_goe": f"{best_goe.skater} {best_goe.segment}" if best_goe else None,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else "root/skating.txt"))
