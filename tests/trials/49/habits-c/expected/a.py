# Bowling league night report (object-oriented).
import json
from dataclasses import dataclass, field


class ScoreError(Exception):
    def __init__(self, name, score):
        super().__init__(f"{name}: impossible score {score}")
        self.name = name
        self.score = score


@dataclass(frozen=True)
class Game:
    number: int
    score: int

    @property
    def is_perfect(self):
        return self.score == 300


class Bowler:
    MAX_SCORE = 300

    def __init__(self, name, team, scores):
        self.name = name
        self.team = team
        self.games = [Game(i + 1, s) for i, s in enumerate(scores)]

    @staticmethod
    def check(name, score):
        if score < 0 or score > Bowler.MAX_SCORE:
            raise ScoreError(name, score)
        return score

    @classmethod
    def from_line(cls, line):
        name, team, role, raw = [part.strip() for part in line.split(";")]
        scores = [cls.check(name, int(s)) for s in raw.split(",")]
        kind = Captain if role == "captain" else cls
        return kind(name, team, scores)

    @property
    def series(self):
        return sum(g.score for g in self.games)

    @property
    def average(self):
        return self.series / len(self.games) if self.games else 0.0

    @property
    def best(self):
        return max(self.games, key=lambda g: g.score)

    def handicap(self, base=200, pct=0.8):
        return max(0, int((base - self.average) * pct))

    def __str__(self):
        return f"{self.name:<12} {self.series:>4} avg {self.average:6.1f} hdcp {self.handicap():>3}"

    def __repr__(self):
        return f"Bowler({self.name!r}, {self.team!r}, games={len(self.games)})"


class Captain(Bowler):
    def handicap(self, base=200, pct=0.8):
        return super().handicap(base, pct) + 5

    def __str__(self):
        return super().__str__() + " (C)"


@dataclass
class Team:
    name: str
    bowlers: list = field(default_factory=list)

    @property
    def total(self):
        return sum(b.series + b.handicap() * len(b.games) for b in self.bowlers)


def build_report(path):
    teams, errors = {}, []
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                bowler = Bowler.from_line(line)
            except (ScoreError, ValueError) as exc:
                errors.append(str(exc))
                continue
            teams.setdefault(bowler.team, Team(bowler.team)).bowlers.append(bowler)
    out = ["LEAGUE NIGHT"]
    ranked = sorted(teams.values(), key=lambda t: t.total, reverse=True)
    for place, team in enumerate(ranked, 1):
        out.append(f"{place}. {team.name} - {team.total} pins with handicap")
        for b in sorted(team.bowlers, key=lambda b: -b.average):
            out.append(f"   {b}")
    everyone = [b for t in ranked for b in t.bowlers]
    star = max(everyone, key=lambda b: b.best.score)
    perfect = [repr(b) for b in everyone if any(g.is_perfect for g in b.games)]
    out.append(f"High game: {star.name} {star.best.score} (game {star.best.number})")
    out.append(f"Perfect games: {', '.join(perfect) or 'none'}")
    summary = {"teams": len(ranked), "bowlers": len(everyone),
               "leader": ranked[0].name if ranked else None, "errors": errors}
    out.append(json.dumps(summary, sort_keys=True))
    return "\n".join(out)


if __name__ == "__main__":
    print(build_report("root/league.txt"))
