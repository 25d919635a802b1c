#!/usr/bin/env python3
"""Feedlot weigh-in report: average daily gain per animal and per pen."""
import json
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "weighins.csv"


class BadRecord(ValueError):
    pass


@dataclass(frozen=True, order=True)
class Weighing:
    day: date
    kg: float

    @classmethod
    def parse(cls, day_text: str, kg_text: str) -> "Weighing":
        try:
            day = date.fromisoformat(day_text)
            kg = float(kg_text)
        except ValueError as exc:
            raise BadRecord(str(exc)) from exc
        if kg <= 0:
            raise BadRecord(f"non-positive weight {kg}")
        return cls(day, kg)


@dataclass
class Animal:
    tag: str
    pen: str
    weighings: list = field(default_factory=list)

    def add(self, w: Weighing) -> None:
        self.weighings.append(w)
        self.weighings.sort()

    @property
    def first(self) -> Weighing:
        return self.weighings[0]

    @property
    def last(self) -> Weighing:
        return self.weighings[-1]

    @property
    def gain(self) -> float:
        return self.last.kg - self.first.kg

    @property
    def adg(self) -> float:
        days = (self.last.day - self.first.day).days
        return self.gain / days if days else 0.0

    def __len__(self) -> int:
        return len(self.weighings)

    def __str__(self) -> str:
        return (f"{self.tag:<6} {self.pen:<3} {len(self):>2} weighings  "
                f"{self.first.kg:7.1f} -> {self.last.kg:7.1f} kg  ADG {self.adg:5.2f}")


class Feedlot:
    def __init__(self) -> None:
        self.animals: dict[str, Animal] = {}
        self.skipped: list[tuple[int, str]] = []

    def __iter__(self):
        return iter(sorted(self.animals.values(), key=lambda a: (a.pen, a.tag)))

    def load(self, text: str) -> "Feedlot":
        for lineno, line in enumerate(text.splitlines(), start=1):
            line = line.strip()
            if not line or line.startswith("#") or line.startswith("tag,"):
                continue
            parts = [p.strip() for p in line.split(",")]
            try:
                if len(parts) != 4:
                    raise BadRecord(f"expected 4 fields, got {len(parts)}")
                tag, pen, day_text, kg_text = parts
                w = Weighing.parse(day_text, kg_text)
            except BadRecord as exc:
                self.skipped.append((lineno, str(exc)))
                continue
            self.animals.setdefault(tag, Animal(tag, pen)).add(w)
        return self

    def pens(self) -> dict[str, list[Animal]]:
        out: dict[str, list[Animal]] = {}
        for animal in self:
            out.setdefault(animal.pen, []).append(animal)
        return out


def main() -> None:
    lot = Feedlot().load(DATA.read_text())
    print("Feedlot weigh-in report")
    print("=" * 60)
    for animal in lot:
        print(animal)
    print("-" * 60)
    pen_adg = {}
    for pen, animals in lot.pens().items():
        tracked = [a for a in animals if len(a) > 1]
        avg = sum(a.adg for a in tracked) / len(tracked) if tracked else 0.0
        pen_adg[pen] = round(avg, 3)
        print(f"Pen {pen}: {len(animals)} head, mean ADG {avg:.3f} kg/day")
    for lineno, reason in lot.skipped:
        print(f"skipped line {lineno}: {reason}")
    best = max(lot, key=lambda a: a.adg)
    summary = {"animals": len(lot.animals), "skipped": len(lot.skipped),
               "best": best.tag, "pen_adg": pen_adg}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
