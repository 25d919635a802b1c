"""Cricket batting summary: read innings rows and print a batting table."""
import json
from collections import Counter, defaultdict

DATA_FILE = "root/cricket/innings.csv"
MIN_INNINGS = 2
MILESTONES = {100: "hundred", 50: "fifty"}
FIELDS = ["match", "batter", "team", "runs", "balls", "fours", "sixes", "how_out"]


def parse_row(line, sep=","):
    values = [v.strip() for v in line.split(sep)]
    if len(values) != len(FIELDS):
        raise ValueError(f"expected {len(FIELDS)} fields, got {len(values)}")
    row = dict(zip(FIELDS, values))
    for key in ("runs", "balls", "fours", "sixes"):
        row[key] = int(row[key])
    row["out"] = row["how_out"] != "not out"
    return row


def load_rows(path=DATA_FILE):
    rows, errors = [], []
    with open(path) as fh:
        lines = fh.read().splitlines()
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            rows.append(parse_row(line))
        except ValueError as exc:
            errors.append(f"line {number}: {exc}")
    return rows, errors


def milestone(runs):
    for limit in sorted(MILESTONES, reverse=True):
        if runs >= limit:
            return MILESTONES[limit]
    return None


def batting_stats(rows):
    stats = defaultdict(lambda: {"runs": 0, "balls": 0, "outs": 0, "innings": 0,
                                 "best": 0, "boundaries": 0, "team": ""})
    for row in rows:
        s = stats[row["batter"]]
        s["team"] = row["team"]
        s["innings"] += 1
        s["runs"] += row["runs"]
        s["balls"] += row["balls"]
        s["outs"] += 1 if row["out"] else 0
        s["best"] = max(s["best"], row["runs"])
        s["boundaries"] += row["fours"] + row["sixes"]
    return stats


def average(runs, outs, fallback="-"):
    return f"{runs / outs:.2f}" if outs else fallback


def format_table(stats, min_innings=MIN_INNINGS):
    ranked = sorted(stats.items(), key=lambda kv: (-kv[1]["runs"], kv[0]))
    header = f"{'#':>2} {'Batter':<12} {'Team':<9} {'Inn':>3} {'Runs':>5} {'Avg':>7} {'SR':>7}"
    out = [header, "-" * len(header)]
    for rank, (name, s) in enumerate(ranked, start=1):
        strike_rate = 100 * s["runs"] / s["balls"] if s["balls"] else 0.0
        flag = "" if s["innings"] >= min_innings else " *"
        out.append(f"{rank:>2} {name:<12} {s['team']:<9} {s['innings']:>3} {s['runs']:>5} "
                   f"{average(s['runs'], s['outs']):>7} {strike_rate:>7.1f}{flag}")
    return out


def main(path=DATA_FILE):
    rows, errors = load_rows(path)
    stats = batting_stats(rows)
    lines = ["BATTING SUMMARY".center(50, "="), *format_table(stats)]
    dismissals = Counter(r["how_out"] for r in rows if r["out"])
    lines.append("")
    lines.append("Dismissals: " + ", ".join(f"{k} x{v}" for k, v in dismissals.most_common()))
    notable = [f"{r['batter']} {r['runs']} ({milestone(r['runs'])}, {r['match']})"
               for r in rows if milestone(r["runs"])]
    lines.append("Milestones: " + "; ".join(notable))
    team_runs = Counter()
    for r in rows:
        team_runs[r["team"]] += r["runs"]
    for team, runs in sorted(team_runs.items(), key=lambda kv: kv[1], reverse=True):
        lines.append(f"  {team.upper():<10}{runs:>5} runs")
    ducks = [r["batter"].split()[0].lower() for r in rows if r["runs"] == 0 and r["out"]]
    lines.append(f"Ducks: {', '.join(ducks) or 'none'}")
    for err in errors:
        lines.append(f"Skipped {err}")
    summary = {"batters": len(stats), "rows": len(rows), "top": max(stats, key=lambda b: stats[b]["runs"]),
               "skipped": len(errors), "total_runs": sum(team_runs.values())}
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(main())
