import json
from collections import Counter, defaultdict

LOG_FILE = "root/lasertag.txt"
SEP = "|"
FIELDS = 6
POINTS_PER_TAG = 10
PENALTY_PER_HIT = 4
TEAM_COLOURS = ["red", "blue", "green"]


def parse_line(line, sep=SEP, fields=FIELDS):
    parts = [p.strip() for p in line.split(sep)]
    if len(parts) != fields:
        raise ValueError(f"expected {fields} fields, got {len(parts)}")
    session, player, team, tags, hits, minutes = parts
    return {
        "session": session.upper(),
        "player": player.title(),
        "team": team.lower(),
        "tags": int(tags),
        "hits": int(hits),
        "minutes": int(minutes),
    }


def score(rec, per_tag=POINTS_PER_TAG, penalty=PENALTY_PER_HIT):
    return rec["tags"] * per_tag - rec["hits"] * penalty


def ratio(tags, hits, floor=1):
    return tags / max(hits, floor)


def load(path=LOG_FILE):
    records, problems = [], []
    with open(path) as f:
        for n, raw in enumerate(f, start=1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            try:
                records.append(parse_line(line))
            except ValueError as e:
                problems.append(f"line {n}: {e}")
    return records, problems


def banner(text, width=44, fill="="):
    return f" {text} ".center(width, fill)


records, problems = load()
totals = defaultdict(lambda: {"score": 0, "tags": 0, "hits": 0, "games": 0})
team_scores = defaultdict(int)
appearances = Counter()
for rec in records:
    t = totals[rec["player"]]
    t["score"] += score(rec)
    t["tags"] += rec["tags"]
    t["hits"] += rec["hits"]
    t["games"] += 1
    team_scores[rec["team"]] += score(rec)
    appearances[rec["session"]] += 1

print(banner("LASER TAG LEAGUE"))
print(f"{'player':<12}{'games':>6}{'score':>7}{'ratio':>7}")
ranked = sorted(totals.items(), key=lambda kv: (-kv[1]["score"], kv[0]))
for pos, (name, t) in enumerate(ranked, 1):
    r = ratio(t["tags"], t["hits"])
    print(f"{pos}. {name:<9}{t['games']:>6}{t['score']:>7}{r:>7.1f}")

print(banner("TEAMS", fill="-"))
grand = sum(team_scores.values())
for colour in TEAM_COLOURS:
    pts = team_scores.get(colour, 0)
    share = pts / grand if grand else 0
    print(f"{colour.capitalize():<12}{pts:>6} {share:.0%}")

print(banner("SESSIONS", fill="-"))
sessions = sorted(appearances)
counts = [appearances[s] for s in sessions]
for s, c in zip(sessions, counts):
    print(f"{s:<12}{c:>6} players " + "#" * c)
busiest, _ = appearances.most_common(1)[0]

if problems:
    print(banner("PROBLEMS", fill="-"))
    for p in problems:
        print(" - " + p)

summary = {
    "records": len(records),
    "rejected": len(problems),
    "busiest_session": busiest,
    "top_player": {"name": ranked[0][0], **ranked[0][1]},
    "teams": {c: {"score": team_scores.get(c, 0),
                  "share": round(team_scores.get(c, 0) / grand, 3)} for c in TEAM_COLOURS},
    "players": sorted(totals),
}
print(json.dumps(summary, indent=2))
