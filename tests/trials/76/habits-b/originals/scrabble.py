#!/usr/bin/env python3
"""Scrabble club: game results -> standings report."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import chain, groupby, starmap
from operator import attrgetter

Game = namedtuple("Game", "line date a score_a b score_b")
Bad = namedtuple("Bad", "line reason")
Result = namedtuple("Result", "player opponent scored conceded")
Standing = namedtuple("Standing", "player played wins draws losses points_for points_against best")

MAX_SCORE = 1000

is_int = lambda s: s.lstrip("-").isdigit()
is_content = lambda pair: bool(pair[1].strip()) and not pair[1].lstrip().startswith("#")


def parse(numbered):
    line, raw = numbered
    fields = list(map(str.strip, raw.split(",")))
    if len(fields) != 5:
        return Bad(line, f"expected 5 fields, got {len(fields)}")
    date, a, sa, b, sb = fields
    if not all(map(is_int, (sa, sb))):
        return Bad(line, f"non-numeric score {sa!r}/{sb!r}")
    if a == b:
        return Bad(line, f"{a} cannot play themselves")
    score_a, score_b = int(sa), int(sb)
    if not all(map(lambda s: 0 <= s <= MAX_SCORE, (score_a, score_b))):
        return Bad(line, f"score out of range {score_a}/{score_b}")
    return Game(line, date, a, score_a, b, score_b)


def sides(g):
    return (Result(g.a, g.b, g.score_a, g.score_b), Result(g.b, g.a, g.score_b, g.score_a))


def standing(player, results):
    rs = list(results)
    count = lambda pred: sum(1 for r in rs if pred(r))
    return Standing(
        player=player,
        played=len(rs),
        wins=count(lambda r: r.scored > r.conceded),
        draws=count(lambda r: r.scored == r.conceded),
        losses=count(lambda r: r.scored < r.conceded),
        points_for=sum(map(attrgetter("scored"), rs)),
        points_against=sum(map(attrgetter("conceded"), rs)),
        best=max(map(attrgetter("scored"), rs)),
    )


rank_key = lambda s: (-(s.wins * 2 + s.draws), -(s.points_for - s.points_against), s.player)


def report(text):
    parsed = list(map(parse, filter(is_content, enumerate(text.splitlines(), start=1))))
    games = [p for p in parsed if isinstance(p, Game)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    results = sorted(chain.from_iterable(map(sides, games)), key=attrgetter("player"))
    standings = sorted(starmap(standing, groupby(results, key=attrgetter("player"))), key=rank_key)
    biggest = max(games, key=lambda g: (abs(g.score_a - g.score_b), -g.line), default=None)
    total = reduce(lambda acc, g: acc + g.score_a + g.score_b, games, 0)

    out = [f"Scrabble club results: {len(games)} games, {len(bad)} bad lines"]
    out += [f"  line {b.line}: {b.reason}" for b in bad]
    out.append("")
    out.append(f"{'#':>2} {'Player':<10} {'P':>3} {'W':>3} {'D':>3} {'L':>3} {'For':>6} {'Agst':>6} {'Spread':>7} {'Best':>5}")
    out += [
        f"{i:>2} {s.player:<10} {s.played:>3} {s.wins:>3} {s.draws:>3} {s.losses:>3} "
        f"{s.points_for:>6} {s.points_against:>6} {s.points_for - s.points_against:>+7} {s.best:>5}"
        for i, s in enumerate(standings, start=1)
    ]
    out.append("")
    if biggest:
        out.append(f"Biggest margin: {biggest.a} {biggest.score_a}-{biggest.score_b} {biggest.b} on {biggest.date}")
    out.append(f"Average game total: {total / len(games):.1f}" if games else "Average game total: n/a")
    summary = {
        "games": len(games),
        "bad_lines": len(bad),
        "players": len(standings),
        "leader": standings[0].player if standings else None,
        "avg_total": round(total / len(games), 1) if games else None,
        "high_score": max(map(attrgetter("best"), standings), default=0),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/scrabble.csv"
    with open(path) as f:
        print(report(f.read()))
