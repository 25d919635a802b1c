#!/usr/bin/env python3
"""Worm-charming contest report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

BANNED_METHODS = {"washing-up liquid", "water"}
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "worm_charming.txt"


@dataclass
class Plot:
    team: str
    plot: str
    worms: int
    method: str
    minutes: int

    @property
    def rate(self) -> float:
        return self.worms / self.minutes if self.minutes else 0.0


def parse(text):
    plots, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 5:
            problems.append(f"line {lineno}: expected 5 fields, got {len(parts)}")
            continue
        team, plot, worms, method, minutes = parts
        try:
            worms_n, minutes_n = int(worms), int(minutes)
        except ValueError:
            problems.append(f"line {lineno}: not a number in {worms!r}/{minutes!r}")
            continue
        if worms_n < 0:
            problems.append(f"line {lineno}: negative count {worms_n}")
            continue
        if method in BANNED_METHODS:
            problems.append(f"line {lineno}: {team} disqualified ({method})")
            continue
        plots.append(Plot(team, plot, worms_n, method, minutes_n))
    return plots, problems


def team_totals(plots):
    totals = defaultdict(lambda: {"worms": 0, "minutes": 0, "plots": []})
    for p in plots:
        t = totals[p.team]
        t["worms"] += p.worms
        t["minutes"] += p.minutes
        t["plots"].append(p.plot)
    return dict(sorted(totals.items(), key=lambda kv: (-kv[1]["worms"], kv[0])))


def report(text):
    plots, problems = parse(text)
    lines = ["WORM CHARMING CONTEST", "=" * 21, ""]
    lines.append(f"{'Team':<16}{'Plots':<10}{'Worms':>6}{'Per min':>9}")
    totals = team_totals(plots)
    for team, t in totals.items():
        per_min = t["worms"] / t["minutes"]
        lines.append(f"{team:<16}{','.join(t['plots']):<10}{t['worms']:>6}{per_min:>9.2f}")
    lines.append("")
    methods = Counter(p.method for p in plots)
    worms_by_method = Counter()
    for p in plots:
        worms_by_method[p.method] += p.worms
    lines.append("Methods:")
    for method, count in methods.most_common():
        share = worms_by_method[method] / sum(worms_by_method.values())
        lines.append(f"  {method:<10} {count} plot(s) {share:>7.1%} of worms")
    best_plot = max(plots, key=lambda p: p.rate)
    lines.append("")
    lines.append(f"Best plot: {best_plot.plot} ({best_plot.team}) at {best_plot.rate:.2f} worms/min")
    lines.append(f"Problems ({len(problems)}):")
    lines.extend(f"  * {p}" for p in problems)
    winner = next(iter(totals))
    summary = {
        "plots": len(plots),
        "problems": len(problems),
        "teams": len(totals),
        "winner": winner,
        "totalWorms": sum(p.worms for p in plots),
        "bestRate": round(best_plot.rate, 3),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
