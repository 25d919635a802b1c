#!/usr/bin/env python3
"""Debate tournament tab: reads ballots and prints team standings and top speakers."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean

TEAMS_PER_SIDE = ("prop", "opp")


@dataclass
class Ballot:
    rnd: str
    room: str
    prop: str
    opp: str
    winner: str
    speakers: dict = field(default_factory=dict)

    @property
    def winning_team(self):
        return self.prop if self.winner == "prop" else self.opp

    @property
    def losing_team(self):
        return self.opp if self.winner == "prop" else self.prop


def parse_ballot(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise ValueError(f"line {lineno}: expected 6 fields, got {len(parts)}")
    rnd, room, prop, opp, winner, scores = parts
    if winner not in TEAMS_PER_SIDE:
        raise ValueError(f"line {lineno}: invalid winner {winner!r}")
    speakers = {}
    for chunk in filter(None, scores.split(";")):
        name, _, pts = chunk.partition("=")
        try:
            speakers[name.strip()] = float(pts)
        except ValueError:
            raise ValueError(f"line {lineno}: bad score for {name.strip()}: {pts!r}") from None
    return Ballot(rnd, room, prop, opp, winner, speakers)


def load(text):
    ballots, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            ballots.append(parse_ballot(line, lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return ballots, problems


def report(text):
    ballots, problems = load(text)
    wins = Counter(b.winning_team for b in ballots)
    teams = sorted({t for b in ballots for t in (b.prop, b.opp)})
    scores = defaultdict(list)
    for b in ballots:
        for name, pts in b.speakers.items():
            scores[name].append(pts)
    rounds = sorted({b.rnd for b in ballots})

    lines = ["DEBATE TOURNAMENT TAB", f"Rounds: {', '.join(rounds)}  Ballots: {len(ballots)}", ""]
    lines.append(f"{'Team':<10}{'Wins':>6}{'Losses':>8}{'Win %':>8}")
    debated = Counter(t for b in ballots for t in (b.prop, b.opp))
    standings = sorted(teams, key=lambda t: (-wins[t], t))
    for team in standings:
        played = debated[team]
        pct = wins[team] / played if played else 0
        lines.append(f"{team:<10}{wins[team]:>6}{played - wins[team]:>8}{pct:>8.1%}")

    lines.append("")
    lines.append(f"{'Speaker':<8}{'Avg':>7}{'Best':>7}{'N':>3}")
    ranked = sorted(scores.items(), key=lambda kv: (-mean(kv[1]), kv[0]))
    for name, pts in ranked[:5]:
        lines.append(f"{name:<8}{mean(pts):>7.2f}{max(pts):>7.1f}{len(pts):>3}")

    side_wins = Counter(b.winner for b in ballots)
    lines.append("")
    lines.append(f"Side balance: prop {side_wins['prop']} / opp {side_wins['opp']}")
    if problems:
        lines.append(f"Rejected {len(problems)} ballot(s):")
        lines.extend(f"  * {p}" for p in problems)

    all_points = [p for pts in scores.values() for p in pts]
    summary = {
        "ballots": len(ballots),
        "rejected": len(problems),
        "teams": len(teams),
        "leader": standings[0] if standings else None,
        "topSpeaker": ranked[0][0] if ranked else None,
        "meanPoints": round(mean(all_points), 2) if all_points else 0,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / "root" / "ballots.txt"
    print(report(path.read_text(encoding="utf-8")))
