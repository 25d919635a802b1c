#!/usr/bin/env python3
"""Hot sauce tasting panel report (object-oriented)."""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from statistics import mean

DATA = "root/hot_sauce_panel.csv"
SCALE = range(0, 11)


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Rating:
    judge: str
    sauce: str
    maker: str
    heat: int
    flavour: int
    would_buy: bool

    @classmethod
    def parse(cls, line: str) -> "Rating":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        judge, sauce, maker, heat, flavour, buy = parts
        try:
            heat_i, flavour_i = int(heat), int(flavour)
        except ValueError as exc:
            raise BadLine(f"non-numeric score ({exc})") from None
        for name, value in (("heat", heat_i), ("flavour", flavour_i)):
            if value not in SCALE:
                raise BadLine(f"{name} {value} outside 0-10")
        if buy not in ("yes", "no"):
            raise BadLine(f"would_buy must be yes/no, got {buy!r}")
        return cls(judge, sauce, maker, heat_i, flavour_i, buy == "yes")


@dataclass
class Sauce:
    name: str
    maker: str
    ratings: list[Rating] = field(default_factory=list)

    def add(self, rating: Rating) -> None:
        self.ratings.append(rating)

    @property
    def heat(self) -> float:
        return mean(r.heat for r in self.ratings)

    @property
    def flavour(self) -> float:
        return mean(r.flavour for r in self.ratings)

    @property
    def buy_rate(self) -> float:
        return sum(r.would_buy for r in self.ratings) / len(self.ratings)

    @property
    def score(self) -> float:
        # flavour counts double; a little heat is a bonus, too much is not
        return round(2 * self.flavour + min(self.heat, 7) / 2 + 3 * self.buy_rate, 2)

    def __len__(self) -> int:
        return len(self.ratings)

    def __lt__(self, other: "Sauce") -> bool:
        return (self.score, self.name) < (other.score, other.name)

    def __str__(self) -> str:
        return (f"{self.name:<16} {self.maker:<11} n={len(self)} "
                f"heat {self.heat:4.1f}  flavour {self.flavour:4.1f}  "
                f"buy {self.buy_rate:4.0%}  score {self.score:5.2f}")


class Panel:
    def __init__(self) -> None:
        self.sauces: dict[str, Sauce] = {}
        self.skipped: list[tuple[int, str]] = []

    @classmethod
    def from_file(cls, path: str) -> "Panel":
        panel = cls()
        with open(path, encoding="utf-8") as fh:
            for lineno, line in enumerate(fh, start=1):
                line = line.strip()
                if not line or line.startswith("#") or line.startswith("judge,"):
                    continue
                try:
                    panel.add(Rating.parse(line))
                except BadLine as err:
                    panel.skipped.append((lineno, str(err)))
        return panel

    def add(self, rating: Rating) -> None:
        sauce = self.sauces.setdefault(rating.sauce, Sauce(rating.sauce, rating.maker))
        sauce.add(rating)

    def __iter__(self):
        return iter(sorted(self.sauces.values(), reverse=True))

    def by_maker(self) -> dict[str, float]:
        makers: dict[str, list[float]] = {}
        for sauce in self.sauces.values():
            makers.setdefault(sauce.maker, []).append(sauce.score)
        return {m: round(mean(s), 2) for m, s in sorted(makers.items())}

    def report(self) -> str:
        lines = ["Hot sauce panel", "=" * 15]
        lines += [f"{rank}. {sauce}" for rank, sauce in enumerate(self, start=1)]
        lines.append("")
        lines.append("By maker:")
        lines += [f"  {maker}: {score:.2f}" for maker, score in self.by_maker().items()]
        for lineno, why in self.skipped:
            lines.append(f"skipped line {lineno}: {why}")
        best = next(iter(self))
        summary = {"sauces": len(self.sauces),
                   "ratings": sum(len(s) for s in self.sauces.values()),
                   "skipped": len(self.skipped),
                   "winner": best.name,
                   "winner_score": best.score}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    print(Panel.from_file(sys.argv[1] if len(sys.argv) > 1 else DATA).report())
