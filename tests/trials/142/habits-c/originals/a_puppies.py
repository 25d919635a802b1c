#!/usr/bin/env python3
"""Guide-dog puppy training report (object-oriented)."""
import json
from collections import defaultdict
from dataclasses import dataclass, field

DATA = "root/puppy_training.csv"
PASS_MARK = 7


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Session:
    date: str
    puppy: str
    walker: str
    skill: str
    minutes: int
    score: int

    @classmethod
    def parse(cls, line: str) -> "Session":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadRow(f"expected 6 fields, got {len(parts)}")
        date, puppy, walker, skill, minutes, score = parts
        try:
            mins, sc = int(minutes), int(score)
        except ValueError:
            raise BadRow(f"bad number in {minutes!r}/{score!r}") from None
        if not 0 <= sc <= 10:
            raise BadRow(f"score {sc} out of range 0-10")
        return cls(date, puppy, walker, skill, mins, sc)

    @property
    def passed(self) -> bool:
        return self.score >= PASS_MARK


@dataclass
class Puppy:
    name: str
    walker: str
    sessions: list = field(default_factory=list)

    def add(self, s: Session) -> None:
        self.sessions.append(s)

    @property
    def minutes(self) -> int:
        return sum(s.minutes for s in self.sessions)

    @property
    def average(self) -> float:
        return sum(s.score for s in self.sessions) / len(self.sessions)

    @property
    def skills_passed(self) -> set:
        return {s.skill for s in self.sessions if s.passed}

    def __len__(self) -> int:
        return len(self.sessions)

    def __lt__(self, other: "Puppy") -> bool:
        return (-self.average, self.name) < (-other.average, other.name)

    def __str__(self) -> str:
        skills = ", ".join(sorted(self.skills_passed)) or "none"
        return (f"{self.name:<8} {self.walker:<7} {len(self):>3} {self.minutes:>5} "
                f"{self.average:>5.2f}  {skills}")


class TrainingLog:
    def __init__(self):
        self.puppies: dict[str, Puppy] = {}
        self.skipped: list[tuple[int, str]] = []

    def load(self, text: str) -> "TrainingLog":
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#") or line.startswith("date,"):
                continue
            try:
                s = Session.parse(line)
            except BadRow as e:
                self.skipped.append((lineno, str(e)))
                continue
            pup = self.puppies.setdefault(s.puppy, Puppy(s.puppy, s.walker))
            pup.add(s)
        return self

    def __iter__(self):
        return iter(sorted(self.puppies.values()))

    def skill_counts(self) -> dict:
        counts = defaultdict(int)
        for pup in self.puppies.values():
            for s in pup.sessions:
                counts[s.skill] += 1
        return dict(sorted(counts.items()))

    def report(self) -> str:
        lines = ["Guide-dog puppy training report", "=" * 31,
                 f"{'puppy':<8} {'walker':<7} {'n':>3} {'mins':>5} {'avg':>5}  passed skills"]
        lines += [str(p) for p in self]
        lines.append("")
        lines.append("Sessions per skill:")
        lines += [f"  {k:<11}{v:>3}" for k, v in self.skill_counts().items()]
        for lineno, why in self.skipped:
            lines.append(f"skipped line {lineno}: {why}")
        best = next(iter(self))
        summary = {"puppies": len(self.puppies),
                   "sessions": sum(len(p) for p in self.puppies.values()),
                   "minutes": sum(p.minutes for p in self.puppies.values()),
                   "skipped": len(self.skipped),
                   "top": best.name, "top_avg": round(best.average, 2)}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main():
    with open(DATA) as f:
        print(TrainingLog().load(f.read()).report())


if __name__ == "__main__":
    main()
