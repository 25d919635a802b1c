#!/usr/bin/env python3
"""Marbles tournament standings, written functionally."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby, chain
from operator import attrgetter, itemgetter

Game = namedtuple("Game", "round player opponent won lost ring")
Bad = namedtuple("Bad", "line reason")
Standing = namedtuple("Standing", "player played wins draws losses points diff")

FIELDS = 6
POINTS = {"win": 3, "draw": 1, "loss": 0}


def parse(numbered):
    line, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != FIELDS:
        return Bad(line, f"expected {FIELDS} fields, got {len(parts)}")
    rnd, player, opponent, won, lost, ring = parts
    if not all(map(str.isdigit, (rnd, won, lost))):
        return Bad(line, "non-numeric round or score")
    return Game(int(rnd), player, opponent, int(won), int(lost), ring)


def outcome(won, lost):
    return "win" if won > lost else "draw" if won == lost else "loss"


def both_sides(game):
    return [
        (game.player, game.won, game.lost),
        (game.opponent, game.lost, game.won),
    ]


def standing(player, sides):
    results = list(map(lambda s: outcome(s[1], s[2]), sides))
    count = lambda kind: sum(1 for r in results if r == kind)
    return Standing(
        player,
        len(results),
        count("win"),
        count("draw"),
        count("loss"),
        sum(map(POINTS.get, results)),
        reduce(lambda acc, s: acc + s[1] - s[2], sides, 0),
    )


def main(path="root/marbles.txt"):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    numbered = filter(
        lambda p: p[1].strip() and not p[1].startswith("#"),
        enumerate(lines, start=1),
    )
    parsed = list(map(parse, numbered))
    games = [p for p in parsed if isinstance(p, Game)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    print("MARBLES TOURNAMENT")
    print("==================")
    print(f"games: {len(games)}, rejected: {len(bad)}")
    for b in bad:
        print(f"  line {b.line}: {b.reason}")
    print()

    sides = sorted(chain.from_iterable(map(both_sides, games)), key=itemgetter(0))
    table = sorted(
        (standing(p, list(g)) for p, g in groupby(sides, key=itemgetter(0))),
        key=lambda s: (-s.points, -s.diff, s.player),
    )
    print(f"{'#':>2} {'player':<8}{'P':>3}{'W':>3}{'D':>3}{'L':>3}{'pts':>5}{'diff':>6}")
    for rank, s in enumerate(table, start=1):
        print(f"{rank:>2} {s.player:<8}{s.played:>3}{s.wins:>3}{s.draws:>3}{s.losses:>3}{s.points:>5}{s.diff:>+6}")
    print()

    by_ring = {
        ring: list(gs)
        for ring, gs in groupby(sorted(games, key=attrgetter("ring")), key=attrgetter("ring"))
    }
    print("Marbles in play per ring:")
    for ring, gs in by_ring.items():
        total = sum(map(lambda g: g.won + g.lost, gs))
        print(f"  ring {ring}: {len(gs)} games, {total} marbles")
    print()

    total_marbles = sum(map(lambda g: g.won + g.lost, games))
    biggest = max(games, key=lambda g: abs(g.won - g.lost), default=None)
    summary = {
        "games": len(games),
        "rejected": len(bad),
        "players": len(table),
        "leader": table[0].player if table else None,
        "marbles": total_marbles,
        "avgPerGame": round(total_marbles / len(games), 2) if games else 0,
        "biggestMargin": abs(biggest.won - biggest.lost) if biggest else 0,
    }
    print(json.dumps(summary, separators=(",", ":")))


if __name__ == "__main__":
    main(*sys.argv[1:])
