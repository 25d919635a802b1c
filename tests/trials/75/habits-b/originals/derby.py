#!/usr/bin/env python3
"""Roller derby jam sheet -> bout report."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Jam = namedtuple("Jam", "bout team jammer jam points lead")
Bad = namedtuple("Bad", "lineno reason")

LEAD = {"Y": True, "N": False}


def parse(numbered):
    lineno, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != 6:
        return Bad(lineno, f"{len(parts)} fields")
    bout, team, jammer, jam, points, lead = parts
    if not (jam.isdigit() and points.isdigit()):
        return Bad(lineno, f"non-numeric jam/points {jam!r}/{points!r}")
    if lead not in LEAD:
        return Bad(lineno, f"lead flag {lead!r}")
    return Jam(bout, team, jammer, int(jam), int(points), LEAD[lead])


def load(path):
    with open(path, encoding="utf-8") as fh:
        numbered = enumerate(fh.read().splitlines(), start=1)
        meaningful = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), numbered)
        parsed = list(map(parse, meaningful))
    jams = [p for p in parsed if isinstance(p, Jam)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    return jams, bad


def group(items, key):
    return {k: list(g) for k, g in groupby(sorted(items, key=key), key=key)}


total = lambda js: sum(map(attrgetter("points"), js))


def bout_lines(bout, jams):
    scores = sorted(
        ((team, total(js)) for team, js in group(jams, attrgetter("team")).items()),
        key=lambda ts: (-ts[1], ts[0]),
    )
    (winner, ws), *rest = scores
    margin = ws - (rest[0][1] if rest else 0)
    yield f"Bout {bout}: " + " vs ".join(f"{t} {s}" for t, s in scores)
    yield f"  winner {winner} by {margin}"


def jammer_stats(jams):
    by_jammer = group(jams, attrgetter("jammer", "team"))
    stats = map(
        lambda kv: (kv[0][0], kv[0][1], len(kv[1]), total(kv[1]), sum(j.lead for j in kv[1])),
        by_jammer.items(),
    )
    return sorted(stats, key=lambda s: (-s[3], s[0]))


def report(path):
    jams, bad = load(path)
    by_bout = group(jams, attrgetter("bout"))
    out = ["Roller derby jam report", "-" * 23]
    out += [line for bout, js in by_bout.items() for line in bout_lines(bout, js)]
    out.append("")
    out.append("Jammers (jams, points, lead%):")
    stats = jammer_stats(jams)
    out += [
        f"  {name:<16} {team:<15} {n:>2} {pts:>3} {round(100 * leads / n):>4}%"
        for name, team, n, pts, leads in stats
    ]
    lead_jams = list(filter(attrgetter("lead"), jams))
    avg_lead = reduce(lambda acc, j: acc + j.points, lead_jams, 0) / len(lead_jams) if lead_jams else 0.0
    out.append("")
    out.append(f"Average points on a lead jam: {avg_lead:.2f}")
    if bad:
        out.append(f"Rejected {len(bad)} line(s):")
        out += [f"  line {b.lineno}: {b.reason}" for b in bad]
    summary = {
        "jams": len(jams),
        "rejected": len(bad),
        "bouts": len(by_bout),
        "points": total(jams),
        "topJammer": stats[0][0] if stats else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/derby_jams.txt"))
