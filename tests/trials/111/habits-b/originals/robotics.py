"""Robotics competition: per-team and per-alliance report from match rows."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Row = namedtuple("Row", "match team alliance auto teleop endgame penalty")
Bad = namedtuple("Bad", "line reason")
ALLIANCES = frozenset({"red", "blue"})
FIELDS = len(Row._fields)


def parse(numbered):
    n, raw = numbered
    parts = [p.strip() for p in raw.split(",")]
    if len(parts) != FIELDS:
        return Bad(n, f"expected {FIELDS} fields, got {len(parts)}")
    match, team, alliance, *nums = parts
    if not team.isdigit():
        return Bad(n, f"bad team {team!r}")
    if alliance not in ALLIANCES:
        return Bad(n, f"unknown alliance {alliance!r}")
    if not all(map(str.isdigit, nums)):
        return Bad(n, f"non-numeric score in {','.join(nums)}")
    return Row(match, int(team), alliance, *map(int, nums))


score = lambda r: r.auto + r.teleop + r.endgame - r.penalty
mean = lambda xs: sum(xs) / len(xs) if xs else 0.0
sorted_groups = lambda rows, key: [(k, list(g)) for k, g in groupby(sorted(rows, key=key), key=key)]


def team_line(entry):
    team, rows = entry
    scores = list(map(score, rows))
    return (team, len(rows), mean(scores), max(scores), sum(map(attrgetter("penalty"), rows)))


def alliance_totals(rows):
    keyf = lambda r: (r.match, r.alliance)
    return {k: sum(map(score, g)) for k, g in sorted_groups(rows, keyf)}


def winners(totals):
    matches = sorted({m for m, _ in totals})
    pick = lambda m: (
        "tie" if totals.get((m, "red"), 0) == totals.get((m, "blue"), 0)
        else max(ALLIANCES, key=lambda a: totals.get((m, a), 0))
    )
    return list(map(lambda m: (m, totals.get((m, "red"), 0), totals.get((m, "blue"), 0), pick(m)), matches))


def main(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    numbered = filter(lambda p: p[1].strip(), enumerate(lines[1:], start=2))
    parsed = list(map(parse, numbered))
    good = [p for p in parsed if isinstance(p, Row)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    teams = sorted(map(team_line, sorted_groups(good, attrgetter("team"))), key=lambda t: (-t[2], t[0]))
    results = winners(alliance_totals(good))
    wins = reduce(lambda acc, r: {**acc, r[3]: acc.get(r[3], 0) + 1}, results, {})

    out = ["ROBOTICS QUALIFIERS", "-" * 19, f"rows ok: {len(good)}  rejected: {len(bad)}", ""]
    out.append(f"{'rank':<5}{'team':<6}{'played':>7}{'avg':>8}{'best':>6}{'pen':>5}")
    out.extend(
        f"{i:<5}{t:<6}{played:>7}{avg:>8.2f}{best:>6}{pen:>5}"
        for i, (t, played, avg, best, pen) in enumerate(teams, start=1)
    )
    out += ["", "Matches:"]
    out.extend(f"  {m}: red {r} - blue {b} -> {w}" for m, r, b, w in results)
    if bad:
        out += ["", "Skipped lines:"]
        out.extend(map(lambda b: f"  {b.line}: {b.reason}", bad))

    summary = {
        "rows": len(good),
        "rejected": len(bad),
        "teams": len(teams),
        "leader": teams[0][0] if teams else None,
        "leaderAvg": round(teams[0][2], 2) if teams else None,
        "redWins": wins.get("red", 0),
        "blueWins": wins.get("blue", 0),
        "ties": wins.get("tie", 0),
        "highScore": max(map(score, good), default=0),
    }
    out += ["", json.dumps(summary, separators=(",", ":"))]
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/robotics.csv")
