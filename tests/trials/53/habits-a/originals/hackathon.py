"""Hackathon judging report: weighted scores, rankings, per-track winners."""
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from statistics import mean, pstdev

CRITERIA = ("innovation", "execution", "design", "pitch")


@dataclass
class Team:
    name: str
    track: str
    members: list = field(default_factory=list)
    scores: list = field(default_factory=list)

    @property
    def judged(self) -> bool:
        return len(self.scores) > 0

    def criterion_avg(self, criterion: str) -> float:
        if not self.scores:
            return 0.0
        return mean(s.get(criterion, 0) for s in self.scores)

    def weighted(self, weights: dict) -> float:
        return sum(self.criterion_avg(c) * w for c, w in weights.items())

    def spread(self, weights: dict) -> float:
        per_judge = [sum(s.get(c, 0) * w for c, w in weights.items()) for s in self.scores]
        return pstdev(per_judge) if len(per_judge) > 1 else 0.0


def load(path):
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    teams = [Team(t["name"], t.get("track", "open"), t.get("members", []), t.get("scores", []))
             for t in data["teams"]]
    return data.get("event", "Hackathon"), data["weights"], teams


def rank(teams, weights):
    judged = [t for t in teams if t.judged]
    return sorted(judged, key=lambda t: (-round(t.weighted(weights), 4), t.name.lower()))


def track_winners(ranked, weights):
    best = {}
    for t in ranked:
        best.setdefault(t.track, t)
    return {track: (t.name, round(t.weighted(weights), 2)) for track, t in sorted(best.items())}


def judge_load(teams):
    counts = defaultdict(int)
    for t in teams:
        for s in t.scores:
            counts[s["judge"]] += 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def bar(value, width=20, top=10.0):
    filled = int(round(value / top * width))
    return "#" * filled + "." * (width - filled)


def report(path, show_bars=True):
    event, weights, teams = load(path)
    ranked = rank(teams, weights)
    out = [f"{event} - judging report", "-" * 40]
    out.append(f"{'#':>2} {'Team':<14}{'Track':<9}{'Score':>7}{'Spread':>8}  Judges")
    for i, t in enumerate(ranked, start=1):
        line = f"{i:>2} {t.name:<14}{t.track:<9}{t.weighted(weights):>7.3f}{t.spread(weights):>8.2f}  {len(t.scores)}"
        if show_bars:
            line += f"  {bar(t.weighted(weights))}"
        out.append(line)
    unjudged = [t.name for t in teams if not t.judged]
    out.append(f"\nNot judged: {', '.join(unjudged) or 'none'}")
    out.append("\nCriterion averages (judged teams):")
    for c in CRITERIA:
        avg = mean(t.criterion_avg(c) for t in ranked)
        top = max(ranked, key=lambda t: t.criterion_avg(c))
        out.append(f"  {c.capitalize():<11}{avg:6.2f}   best: {top.name} ({top.criterion_avg(c):.1f})")
    out.append("\nTrack winners:")
    for track, (name, score) in track_winners(ranked, weights).items():
        out.append(f"  {track:<8} -> {name} [{score:.2f}]")
    people = sum(len(t.members) for t in teams)
    summary = {
        "event": event,
        "teams": len(teams),
        "participants": people,
        "avg_team_size": round(people / len(teams), 2),
        "winner": ranked[0].name if ranked else None,
        "judge_load": judge_load(teams),
    }
    out.append("\n" + json.dumps(summary, indent=2))
    return "\n".join(out)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/hackathon.json"))
