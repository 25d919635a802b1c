import json
from collections import namedtuple
from functools import reduce
from itertools import chain, groupby
from operator import attrgetter, itemgetter

Match = namedtuple("Match", "round home away hg ag")
Row = namedtuple("Row", "team played won drawn lost gf ga")
Bad = namedtuple("Bad", "line reason")

POINTS = {"W": 3, "D": 1, "L": 0}


def parse(numbered):
    n, raw = numbered
    parts = [p.strip() for p in raw.split("|")]
    if len(parts) != 4:
        return Bad(n, f"expected 4 fields, got {len(parts)}")
    rnd, home, away, score = parts
    if home == away:
        return Bad(n, f"team plays itself: {home}")
    goals = score.split("-")
    if len(goals) != 2 or not all(map(str.isdigit, goals)):
        return Bad(n, f"bad score {score!r}")
    return Match(int(rnd), home, away, *map(int, goals))


def outcome(mine, theirs):
    return "W" if mine > theirs else "D" if mine == theirs else "L"


def sides(m):
    return [
        (m.home, m.hg, m.ag),
        (m.away, m.ag, m.hg),
    ]


def to_row(team, results):
    results = list(results)
    res = list(map(lambda r: outcome(r[1], r[2]), results))
    return Row(
        team=team,
        played=len(results),
        won=res.count("W"),
        drawn=res.count("D"),
        lost=res.count("L"),
        gf=sum(map(itemgetter(1), results)),
        ga=sum(map(itemgetter(2), results)),
    )


points = lambda r: r.won * POINTS["W"] + r.drawn * POINTS["D"]
diff = lambda r: r.gf - r.ga


def table(matches):
    entries = sorted(chain.from_iterable(map(sides, matches)), key=itemgetter(0))
    rows = [to_row(t, rs) for t, rs in groupby(entries, key=itemgetter(0))]
    return sorted(rows, key=lambda r: (-points(r), -diff(r), -r.gf, r.team))


def report(text):
    numbered = filter(
        lambda p: p[1].strip() and not p[1].startswith("#"),
        enumerate(text.splitlines(), start=1),
    )
    parsed = list(map(parse, numbered))
    matches = [p for p in parsed if isinstance(p, Match)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    rows = table(matches)

    header = f"{'#':>2} {'Team':<8} {'P':>2} {'W':>2} {'D':>2} {'L':>2} {'GF':>3} {'GA':>3} {'GD':>4} {'Pts':>4}"
    lines = ["Youth league table", header, "-" * len(header)]
    lines += [
        f"{i:>2} {r.team:<8} {r.played:>2} {r.won:>2} {r.drawn:>2} {r.lost:>2} "
        f"{r.gf:>3} {r.ga:>3} {diff(r):>+4} {points(r):>4}"
        for i, r in enumerate(rows, start=1)
    ]
    total_goals = reduce(lambda acc, m: acc + m.hg + m.ag, matches, 0)
    biggest = max(matches, key=lambda m: (abs(m.hg - m.ag), m.hg + m.ag), default=None)
    lines.append("")
    lines.append(f"Goals per match: {total_goals / len(matches):.2f}" if matches else "No matches")
    if biggest:
        lines.append(f"Biggest win: round {biggest.round} {biggest.home} {biggest.hg}-{biggest.ag} {biggest.away}")
    lines.append(f"Skipped {len(bad)} bad lines:")
    lines += map(lambda b: f"  line {b.line}: {b.reason}", sorted(bad, key=attrgetter("line")))
    summary = {
        "matches": len(matches),
        "skipped": len(bad),
        "leader": rows[0].team if rows else None,
        "goals": total_goals,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    with open("root/matches.txt") as f:
        print(report(f.read()))
