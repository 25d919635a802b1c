"""Netball league table from a pipe-separated results file."""
import json
from collections import namedtuple
from functools import reduce
from itertools import chain, groupby
from operator import attrgetter

Result = namedtuple("Result", "round home away hg ag venue")
Row = namedtuple("Row", "team p w d l gf ga pts")
Bad = namedtuple("Bad", "line reason")

POINTS = {"w": 3, "d": 1, "l": 0}


def parse(numbered):
    n, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 6:
        return Bad(n, f"expected 6 fields, got {len(fields)}")
    rnd, home, away, hg, ag, venue = fields
    if not all(map(lambda s: s.lstrip("-").isdigit(), (rnd, hg, ag))):
        return Bad(n, "non-numeric score or round")
    if home == away:
        return Bad(n, f"{home} cannot play itself")
    if int(hg) < 0 or int(ag) < 0:
        return Bad(n, "negative score")
    return Result(int(rnd), home, away, int(hg), int(ag), venue)


def outcome(mine, theirs):
    return "w" if mine > theirs else "d" if mine == theirs else "l"


def sides(r):
    return [
        (r.home, r.hg, r.ag, outcome(r.hg, r.ag)),
        (r.away, r.ag, r.hg, outcome(r.ag, r.hg)),
    ]


def tally(table, side):
    team, gf, ga, res = side
    old = table.get(team, Row(team, 0, 0, 0, 0, 0, 0, 0))
    new = old._replace(
        p=old.p + 1,
        w=old.w + (res == "w"),
        d=old.d + (res == "d"),
        l=old.l + (res == "l"),
        gf=old.gf + gf,
        ga=old.ga + ga,
        pts=old.pts + POINTS[res],
    )
    return {**table, team: new}


def fmt_row(pos, row):
    gd = row.gf - row.ga
    return (
        f"{pos:>2}. {row.team:<16} {row.p:>2} {row.w:>2} {row.d:>2} {row.l:>2} "
        f"{row.gf:>4} {row.ga:>4} {gd:>+5} {row.pts:>3}"
    )


def report(text):
    lines = enumerate(text.splitlines(), start=1)
    wanted = filter(lambda nl: nl[1].strip() and not nl[1].lstrip().startswith("#"), lines)
    parsed = list(map(parse, wanted))
    results = [p for p in parsed if isinstance(p, Result)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    table = reduce(tally, chain.from_iterable(map(sides, results)), {})
    ranked = sorted(table.values(), key=lambda r: (-r.pts, -(r.gf - r.ga), -r.gf, r.team))

    header = f"    {'Team':<16}  P  W  D  L   GF   GA    GD Pts"
    out = ["Netball league table", "-" * len(header), header]
    out += [fmt_row(i, r) for i, r in enumerate(ranked, start=1)]

    out += ["", "Goals per round:"]
    by_round = groupby(sorted(results, key=attrgetter("round")), key=attrgetter("round"))
    for rnd, games in by_round:
        games = list(games)
        goals = sum(map(lambda g: g.hg + g.ag, games))
        out.append(f"  round {rnd}: {len(games)} games, {goals} goals, avg {goals / len(games):.1f}")

    biggest = max(results, key=lambda r: abs(r.hg - r.ag), default=None)
    if biggest:
        out += ["", f"Biggest margin: {biggest.home} {biggest.hg}-{biggest.ag} {biggest.away} (round {biggest.round})"]

    if bad:
        out += ["", f"Skipped {len(bad)} line(s):"]
        out += list(map(lambda b: f"  line {b.line}: {b.reason}", bad))

    summary = {
        "games": len(results),
        "skipped": len(bad),
        "teams": len(ranked),
        "leader": ranked[0].team if ranked else None,
        "draws": sum(1 for r in results if r.hg == r.ag),
        "goals": sum(r.hg + r.ag for r in results),
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/netball_results.txt", encoding="utf-8") as fh:
        print(report(fh.read()))
