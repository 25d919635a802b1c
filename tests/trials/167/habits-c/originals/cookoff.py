"""Chili cook-off judging: rank teams from judges' scorecards."""
import json
from dataclasses import dataclass, field

CATEGORIES = ("aroma", "taste", "heat")
WEIGHTS = {"aroma": 1.0, "taste": 2.0, "heat": 1.5}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Score:
    team: str
    judge: str
    category: str
    points: int

    @classmethod
    def parse(cls, line: str) -> "Score":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 4:
            raise BadLine(f"expected 4 fields, got {len(parts)}")
        team, judge, category, raw = parts
        if category not in CATEGORIES:
            raise BadLine(f"unknown category {category!r}")
        try:
            points = int(raw)
        except ValueError:
            raise BadLine(f"score {raw!r} is not a number") from None
        if not 1 <= points <= 10:
            raise BadLine(f"score {points} out of range 1-10")
        return cls(team, judge, category, points)


@dataclass
class Entry:
    team: str
    scores: list = field(default_factory=list)

    def add(self, score: Score) -> None:
        self.scores.append(score)

    def average(self, category: str) -> float:
        pts = [s.points for s in self.scores if s.category == category]
        return sum(pts) / len(pts) if pts else 0.0

    @property
    def total(self) -> float:
        return sum(WEIGHTS[c] * self.average(c) for c in CATEGORIES)

    @property
    def judges(self) -> set:
        return {s.judge for s in self.scores}

    def __lt__(self, other: "Entry") -> bool:
        return (self.total, other.team) < (other.total, self.team)

    def __str__(self) -> str:
        cats = "  ".join(f"{self.average(c):4.1f}" for c in CATEGORIES)
        return f"{self.team:<20} {cats}  {self.total:6.2f}"


class CookOff:
    def __init__(self, name: str):
        self.name = name
        self.entries: dict[str, Entry] = {}
        self.rejected: list[tuple[int, str]] = []

    def load(self, text: str) -> None:
        for lineno, line in enumerate(text.splitlines(), start=1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                score = Score.parse(line)
            except BadLine as exc:
                self.rejected.append((lineno, str(exc)))
                continue
            self.entries.setdefault(score.team, Entry(score.team)).add(score)

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self):
        return iter(sorted(self.entries.values(), reverse=True))

    def report(self) -> str:
        out = [f"{self.name} — {len(self)} teams", ""]
        header = "  ".join(f"{c[:5]:>4}" for c in CATEGORIES)
        out.append(f"{'#':>2} {'team':<20} {header}  {'total':>6}")
        ranked = list(self)
        for rank, entry in enumerate(ranked, start=1):
            out.append(f"{rank:>2} {entry}")
        for lineno, why in self.rejected:
            out.append(f"skipped line {lineno}: {why}")
        summary = {
            "teams": len(self),
            "winner": ranked[0].team if ranked else None,
            "top_total": round(ranked[0].total, 2) if ranked else 0,
            "scorecards": sum(len(e.scores) for e in ranked),
            "skipped": len(self.rejected),
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    contest = CookOff("Harvest Chili Cook-Off")
    with open("root/cookoff.csv", encoding="utf-8") as fh:
        contest.load(fh.read())
    print(contest.report())
