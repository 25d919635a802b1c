"""Conker championship report: reads a pipe-separated bout log and prints standings."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Bout = namedtuple("Bout", "round player opponent strikes winner score")
Bad = namedtuple("Bad", "line reason")


def parse(numbered):
    line_no, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != 6:
        return Bad(line_no, f"expected 6 fields, got {len(parts)}")
    rnd, player, opponent, strikes, winner, score = parts
    if not all(map(str.isdigit, (rnd, strikes, score))):
        return Bad(line_no, "non-numeric round/strikes/score")
    if player == opponent:
        return Bad(line_no, f"{player} cannot play themselves")
    if winner not in (player, opponent):
        return Bad(line_no, f"winner {winner} not in bout")
    return Bout(int(rnd), player, opponent, int(strikes), winner, int(score))


def tally(table, bout):
    loser = bout.opponent if bout.winner == bout.player else bout.player
    win = table.get(bout.winner, (0, 0, 0))
    lose = table.get(loser, (0, 0, 0))
    return {
        **table,
        bout.winner: (win[0] + 1, win[1], max(win[2], bout.score)),
        loser: (lose[0], lose[1] + 1, lose[2]),
    }


def main(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    numbered = filter(lambda p: p[1].strip() and not p[1].startswith("#"), enumerate(lines, 1))
    parsed = list(map(parse, numbered))
    bouts = [p for p in parsed if isinstance(p, Bout)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    table = reduce(tally, bouts, {})
    ranking = sorted(table.items(), key=lambda kv: (-kv[1][0], kv[1][1], kv[0]))

    out = ["Conker Championship", "-------------------"]
    out += [
        f"{i:>2}. {name:<5} W{w} L{l} best conker {best}-er"
        for i, (name, (w, l, best)) in enumerate(ranking, 1)
    ]

    out.append("")
    by_round = groupby(sorted(bouts, key=attrgetter("round")), key=attrgetter("round"))
    for rnd, group in by_round:
        g = list(group)
        longest = max(g, key=attrgetter("strikes"))
        out.append(
            f"Round {rnd}: {len(g)} bouts, {sum(map(attrgetter('strikes'), g))} strikes, "
            f"longest {longest.player} v {longest.opponent} ({longest.strikes})"
        )

    total_strikes = sum(b.strikes for b in bouts)
    mean = total_strikes / len(bouts) if bouts else 0.0
    out.append(f"Mean strikes per bout: {mean:.2f}")
    out += list(map(lambda b: f"skipped line {b.line}: {b.reason}", bad))

    champion = ranking[0][0] if ranking else None
    summary = {
        "bouts": len(bouts),
        "players": len(table),
        "champion": champion,
        "strikes": total_strikes,
        "meanStrikes": round(mean, 2),
        "skipped": len(bad),
    }
    out.append(json.dumps(summary))
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/conkers.txt")
