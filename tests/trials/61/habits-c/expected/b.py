#!/usr/bin/env python3
"""Beach volleyball tournament standings."""
import json
from collections import Counter, defaultdict

DATA_FILE = "root/volley.txt"
TITLE = "Harbour Beach Open"
WIN_POINTS = 3
LOSS_POINTS = 1
SEP = ";"


def parse_set(text, cap=30):
    a, b = text.strip().split("-")
    a, b = int(a), int(b)
    if a > cap or b > cap or a == b:
        raise ValueError(f"impossible set {text.strip()}")
    return a, b


def parse_line(line, sep=SEP):
    parts = [p.strip() for p in line.split(sep)]
    if len(parts) != 4:
        raise ValueError(f"expected 4 fields, got {len(parts)}")
    day, home, away, score = parts
    sets = [parse_set(s) for s in score.split(",")]
    return {"day": day.upper(), "home": home.title(), "away": away.title(), "sets": sets}


def load(path=DATA_FILE):
    matches, problems = [], []
    with open(path) as fh:
        for no, raw in enumerate(fh, start=1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            try:
                matches.append(parse_line(line))
            except ValueError as err:
                problems.append((no, str(err)))
    return matches, problems


def tally(matches, win=WIN_POINTS, loss=LOSS_POINTS):
    table = defaultdict(lambda: {"played": 0, "won": 0, "points": 0, "for": 0, "against": 0})
    set_wins = Counter()
    for m in matches:
        home_sets = sum(1 for a, b in m["sets"] if a > b)
        away_sets = len(m["sets"]) - home_sets
        sides = zip((m["home"], m["away"]), (home_sets, away_sets), (away_sets, home_sets))
        for team, mine, theirs in sides:
            row = table[team]
            row["played"] += 1
            row["won"] += mine > theirs
            row["points"] += win if mine > theirs else loss
            set_wins[team] += mine
        for a, b in m["sets"]:
            table[m["home"]]["for"] += a
            table[m["home"]]["against"] += b
            table[m["away"]]["for"] += b
            table[m["away"]]["against"] += a
    return table, set_wins


def ratio(a, b, default=0.0):
    return a / b if b else default


def main():
    matches, problems = load()
    table, set_wins = tally(matches)
    ranking = sorted(table.items(),
                     key=lambda kv: (-kv[1]["points"], -ratio(kv[1]["for"], kv[1]["against"]), kv[0]))
    print(f" {TITLE} ".center(40, "="))
    print(f"{'#':>2} {'team':<12}{'pts':>6}{'ratio':>7}{'win%':>6}{'sets':>7}")
    for pos, (team, row) in enumerate(ranking, start=1):
        r = ratio(row["for"], row["against"])
        share = ratio(row["won"], row["played"])
        print(f"{pos:>2} {team:<12}{row['points']:>6}{r:>7.1f}{share:>6.0%}{set_wins[team]:>7}")
    days = Counter(m["day"] for m in matches)
    for day, n in sorted(days.items()):
        print(f"{day.lower():<12}{n:>6} matches")
    best = ", ".join(f"{t}={n}" for t, n in set_wins.most_common(2))
    print(f"most sets won: {best}")
    for no, msg in problems:
        print(f"skipped line {no}: {msg}")
    summary = {
        "tournament": TITLE,
        "matches": len(matches),
        "teams": {team: {"points": row["points"], "record": f"{row['won']}-{row['played'] - row['won']}"}
                  for team, row in ranking},
        "leader": ranking[0][0],
        "skipped": [no for no, _ in problems],
    }
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
