#!/usr/bin/env python3
"""Rugby sevens tournament: league table and top try-scoring sides from a pipe-separated results file."""
import json
from collections import namedtuple
from functools import reduce
from itertools import chain, groupby
from operator import attrgetter, itemgetter

Score = namedtuple("Score", "tries cons pens")
Match = namedtuple("Match", "no round home away home_score away_score")
Row = namedtuple("Row", "team played won drawn lost pf pa tries")
Bad = namedtuple("Bad", "line reason")

TRY, CON, PEN = 5, 2, 3
WIN, DRAW = 4, 2

points = lambda s: s.tries * TRY + s.cons * CON + s.pens * PEN


def parse(numbered):
    lineno, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 10:
        return Bad(lineno, f"expected 10 fields, got {len(fields)}")
    no, rnd, home, away, *nums = fields
    if not all(map(str.isdigit, nums)):
        return Bad(lineno, "non-numeric score: " + ", ".join(filter(lambda n: not n.isdigit(), nums)))
    if home == away:
        return Bad(lineno, f"{home} cannot play itself")
    h, a = Score(*map(int, nums[:3])), Score(*map(int, nums[3:]))
    return Match(int(no), rnd, home, away, h, a)


def sides(m):
    """Each match seen from both teams: (team, for, against)."""
    return [(m.home, m.home_score, m.away_score), (m.away, m.away_score, m.home_score)]


def row_for(team, games):
    games = list(games)
    diffs = list(map(lambda g: points(g[1]) - points(g[2]), games))
    return Row(
        team=team,
        played=len(games),
        won=sum(1 for d in diffs if d > 0),
        drawn=sum(1 for d in diffs if d == 0),
        lost=sum(1 for d in diffs if d < 0),
        pf=sum(map(lambda g: points(g[1]), games)),
        pa=sum(map(lambda g: points(g[2]), games)),
        tries=reduce(lambda acc, g: acc + g[1].tries, games, 0),
    )


league_points = lambda r: r.won * WIN + r.drawn * DRAW


def table(matches):
    views = sorted(chain.from_iterable(map(sides, matches)), key=itemgetter(0))
    rows = [row_for(team, games) for team, games in groupby(views, key=itemgetter(0))]
    return sorted(rows, key=lambda r: (-league_points(r), -(r.pf - r.pa), r.team))


def main(path="root/sevens_results.csv"):
    with open(path, encoding="utf-8") as fh:
        lines = list(enumerate(fh.read().splitlines(), start=1))
    body = filter(lambda nl: nl[1].strip() and not nl[1].startswith("match|"), lines)
    parsed = list(map(parse, body))
    matches = [p for p in parsed if isinstance(p, Match)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    pool = list(filter(lambda m: m.round == "pool", matches))
    final = next(filter(lambda m: m.round == "final", matches), None)

    out = ["Sevens tournament report", "========================",
           f"{'team':<16}{'P':>3}{'W':>3}{'D':>3}{'L':>3}{'PF':>5}{'PA':>5}{'Pts':>5}"]
    rows = table(pool)
    out += [f"{r.team:<16}{r.played:>3}{r.won:>3}{r.drawn:>3}{r.lost:>3}{r.pf:>5}{r.pa:>5}{league_points(r):>5}"
            for r in rows]
    top = max(rows, key=attrgetter("tries"), default=None)
    out.append("")
    out.append(f"Most tries (pool): {top.team} with {top.tries}" if top else "Most tries (pool): none")
    if final:
        hp, ap = points(final.home_score), points(final.away_score)
        winner = final.home if hp > ap else final.away if ap > hp else "draw"
        out.append(f"Final: {final.home} {hp} - {ap} {final.away} -> {winner}")
    out.append("")
    out.append(f"Rejected {len(bad)} line(s):")
    out += [f"  line {b.line}: {b.reason}" for b in bad]
    summary = {
        "matches": len(matches),
        "rejected": len(bad),
        "teams": len(rows),
        "pool_leader": rows[0].team if rows else None,
        "champion": winner if final else None,
        "total_points": sum(map(lambda m: points(m.home_score) + points(m.away_score), matches)),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(main())
