#!/usr/bin/env python3
"""Shinty league table from a pipe-separated results file."""
import json
import sys
from collections import namedtuple
from datetime import date
from functools import reduce
from itertools import chain, groupby
from operator import attrgetter

Match = namedtuple("Match", "day home hg ag away")
Row = namedtuple("Row", "team p w d l gf ga pts form")
Bad = namedtuple("Bad", "line reason")

POINTS = {"W": 3, "D": 1, "L": 0}
EMPTY = lambda team: Row(team, 0, 0, 0, 0, 0, 0, 0, "")


def parse(numbered):
    n, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != 5:
        return Bad(n, f"expected 5 fields, got {len(parts)}")
    d, home, hg, ag, away = parts
    try:
        day = date.fromisoformat(d)
    except ValueError:
        return Bad(n, f"bad date {d!r}")
    if not (hg.isdigit() and ag.isdigit()):
        return Bad(n, f"bad score {hg!r}-{ag!r}")
    if home == away:
        return Bad(n, f"{home} cannot play itself")
    return Match(day, home, int(hg), int(ag), away)


outcome = lambda f, a: "W" if f > a else "D" if f == a else "L"


def sides(m):
    """Each match seen from both teams: (team, goals for, goals against)."""
    return [(m.home, m.hg, m.ag), (m.away, m.ag, m.hg)]


def add(row, result):
    _, f, a = result
    o = outcome(f, a)
    return row._replace(
        p=row.p + 1,
        w=row.w + (o == "W"),
        d=row.d + (o == "D"),
        l=row.l + (o == "L"),
        gf=row.gf + f,
        ga=row.ga + a,
        pts=row.pts + POINTS[o],
        form=(row.form + o)[-3:],
    )


def table(matches):
    results = sorted(chain.from_iterable(map(sides, sorted(matches, key=attrgetter("day")))), key=lambda r: r[0])
    rows = [reduce(add, rs, EMPTY(team)) for team, rs in groupby(results, key=lambda r: r[0])]
    return sorted(rows, key=lambda r: (-r.pts, -(r.gf - r.ga), -r.gf, r.team))


def main(path="root/shinty.txt"):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    content = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), enumerate(lines, 1))
    parsed = list(map(parse, content))
    matches = [p for p in parsed if isinstance(p, Match)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    rows = table(matches)
    print("SHINTY NORTH DIVISION 1")
    print(f"{'Pos':>3}  {'Team':<16}{'P':>3}{'W':>3}{'D':>3}{'L':>3}{'GF':>4}{'GA':>4}{'GD':>5}{'Pts':>5}  Form")
    for pos, r in enumerate(rows, 1):
        gd = r.gf - r.ga
        print(f"{pos:>3}  {r.team:<16}{r.p:>3}{r.w:>3}{r.d:>3}{r.l:>3}{r.gf:>4}{r.ga:>4}{gd:>+5}{r.pts:>5}  {r.form}")

    goals = sum(map(lambda m: m.hg + m.ag, matches))
    biggest = max(matches, key=lambda m: (abs(m.hg - m.ag), m.hg + m.ag))
    home_wins = len(list(filter(lambda m: m.hg > m.ag, matches)))
    print()
    print(f"Matches: {len(matches)}, goals: {goals} ({goals / len(matches):.2f} per match)")
    print(f"Home wins: {home_wins} ({100 * home_wins / len(matches):.1f}%)")
    print(f"Biggest margin: {biggest.home} {biggest.hg}-{biggest.ag} {biggest.away} on {biggest.day:%d %b}")
    if bad:
        print(f"Skipped {len(bad)} line(s):")
        print("\n".join(map(lambda b: f"  line {b.line}: {b.reason}", bad)))
    summary = {
        "leader": rows[0].team,
        "matches": len(matches),
        "skipped": len(bad),
        "goals_per_match": round(goals / len(matches), 2),
        "points": {r.team: r.pts for r in rows},
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(*sys.argv[1:])
