"""Riichi mahjong club: score winning hands and print a league report."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Hand = namedtuple("Hand", "line session table winner dealer han fu win discarder")
Scored = namedtuple("Scored", "hand points limit")
Bad = namedtuple("Bad", "line reason")

LIMITS = [(13, "yakuman", 8000), (11, "sanbaiman", 6000), (8, "baiman", 4000), (6, "haneman", 3000)]
round_up = lambda n, step: -(-n // step) * step


def parse(numbered):
    line, raw = numbered
    f = [x.strip() for x in raw.split("|")]
    if len(f) != 8:
        return Bad(line, f"expected 8 fields, got {len(f)}")
    session, table, winner, dealer, han, fu, win, disc = f
    if not (han.isdigit() and fu.isdigit()):
        return Bad(line, f"han/fu not numeric: {han}/{fu}")
    if win not in ("ron", "tsumo"):
        return Bad(line, f"unknown win type '{win}'")
    if win == "ron" and disc in ("-", winner):
        return Bad(line, f"bad discarder '{disc}'")
    return Hand(line, session, table, winner, dealer == "yes", int(han), int(fu), win, disc)


def base_points(han, fu):
    limit = next(filter(lambda l: han >= l[0], LIMITS), None)
    if limit:
        return limit[2], limit[1]
    base = fu * 2 ** (han + 2)
    return (2000, "mangan") if han >= 5 or base > 2000 else (base, "")


def score(hand):
    base, limit = base_points(hand.han, hand.fu)
    if hand.win == "ron":
        pts = round_up(base * (6 if hand.dealer else 4), 100)
    elif hand.dealer:
        pts = 3 * round_up(base * 2, 100)
    else:
        pts = round_up(base * 2, 100) + 2 * round_up(base, 100)
    return Scored(hand, pts, limit)


def tally(acc, s):
    totals, dealt_in = acc
    new_totals = {**totals, s.hand.winner: totals.get(s.hand.winner, 0) + s.points}
    if s.hand.win == "ron":
        return new_totals, {**dealt_in, s.hand.discarder: dealt_in.get(s.hand.discarder, 0) + s.points}
    return new_totals, dealt_in


def main(path):
    with open(path, encoding="utf-8") as fh:
        rows = list(filter(lambda p: p[1].strip() and not p[1].startswith("#"), enumerate(fh.read().split("\n"), 1)))
    parsed = list(map(parse, rows))
    hands = [p for p in parsed if isinstance(p, Hand)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    scored = list(map(score, hands))

    print("MAHJONG LEAGUE REPORT")
    print("=" * 56)
    for s in scored:
        h = s.hand
        tag = f" [{s.limit}]" if s.limit else ""
        who = "dealer" if h.dealer else "      "
        print(f"{h.session}/{h.table}  {h.winner:<6} {who} {h.han:>2} han {h.fu:>3} fu  {h.win:<5} {s.points:>6}{tag}")
    print("-" * 56)
    for session, group in groupby(sorted(scored, key=lambda s: s.hand.session), key=lambda s: s.hand.session):
        g = list(group)
        print(f"Session {session}: {len(g)} hands, {sum(map(attrgetter('points'), g))} points")
    totals, dealt_in = reduce(tally, scored, ({}, {}))
    ranking = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
    print("Standings:")
    for rank, (name, pts) in enumerate(ranking, 1):
        print(f"  {rank}. {name:<6} {pts:>6}  (dealt in {dealt_in.get(name, 0)})")
    biggest = max(scored, key=lambda s: (s.points, -s.hand.line), default=None)
    if biggest:
        print(f"Biggest hand: {biggest.hand.winner} {biggest.points} ({biggest.limit or 'no limit'})")
    for b in bad:
        print(f"skipped line {b.line}: {b.reason}")
    limits = sum(1 for s in scored if s.limit)
    print(json.dumps({
        "hands": len(scored),
        "skipped": len(bad),
        "points": sum(s.points for s in scored),
        "limitHands": limits,
        "leader": ranking[0][0] if ranking else None,
        "tsumoShare": round(len([s for s in scored if s.hand.win == "tsumo"]) / len(scored), 3) if scored else 0,
    }))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/mahjong_hands.txt")
