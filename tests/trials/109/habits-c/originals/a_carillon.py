#!/usr/bin/env python3
"""Carillon recital log report (object-oriented)."""
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "carillon.csv"

TOWER_BELLS = {"St Rombout": 49, "Belfort": 47, "Old Tower": 23}


class RecitalError(ValueError):
    pass


@dataclass(frozen=True)
class Recital:
    date: str
    player: str
    tower: str
    piece: str
    bells: int
    minutes: float

    @classmethod
    def from_line(cls, line: str) -> "Recital":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise RecitalError(f"expected 6 fields, got {len(parts)}")
        date, player, tower, piece, bells, minutes = parts
        try:
            bells_n = int(bells)
            mins = float(minutes)
        except ValueError as exc:
            raise RecitalError(f"bad number ({exc})") from None
        if mins <= 0:
            raise RecitalError(f"non-positive duration {mins}")
        known = TOWER_BELLS.get(tower)
        if known is not None and bells_n > known:
            raise RecitalError(f"{tower} has only {known} bells, not {bells_n}")
        return cls(date, player, tower, piece, bells_n, mins)


@dataclass
class Carillonneur:
    name: str
    recitals: list = field(default_factory=list)

    @property
    def total_minutes(self) -> float:
        return sum(r.minutes for r in self.recitals)

    @property
    def towers(self) -> set:
        return {r.tower for r in self.recitals}

    def __len__(self):
        return len(self.recitals)

    def __lt__(self, other):
        return (-self.total_minutes, self.name) < (-other.total_minutes, other.name)

    def __str__(self):
        return (f"{self.name:<16} {len(self):>3} recitals "
                f"{self.total_minutes:>7.2f} min  towers: {', '.join(sorted(self.towers))}")


class RecitalLog:
    def __init__(self):
        self.players = {}
        self.rejected = []
        self.by_tower = defaultdict(float)

    def add(self, recital: Recital):
        player = self.players.setdefault(recital.player, Carillonneur(recital.player))
        player.recitals.append(recital)
        self.by_tower[recital.tower] += recital.minutes

    def load(self, text: str):
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                self.add(Recital.from_line(line))
            except RecitalError as err:
                self.rejected.append((lineno, str(err)))
        return self

    def __iter__(self):
        return iter(sorted(self.players.values()))

    @property
    def recital_count(self) -> int:
        return sum(len(p) for p in self.players.values())

    @property
    def total_minutes(self) -> float:
        return round(sum(self.by_tower.values()), 2)

    def report(self) -> str:
        lines = ["CARILLON RECITAL LOG", "=" * 20]
        lines += [str(p) for p in self]
        lines.append("")
        lines.append("Minutes by tower:")
        for tower, mins in sorted(self.by_tower.items(), key=lambda kv: kv[1], reverse=True):
            share = 100 * mins / self.total_minutes
            lines.append(f"  {tower:<12}{mins:>8.2f}  ({share:.1f}%)")
        if self.rejected:
            lines.append("")
            lines.append(f"Skipped {len(self.rejected)} line(s):")
            lines += [f"  line {n}: {why}" for n, why in self.rejected]
        busiest = next(iter(self), None)
        summary = {
            "recitals": self.recital_count,
            "players": len(self.players),
            "total_minutes": self.total_minutes,
            "busiest": busiest.name if busiest else None,
            "skipped": len(self.rejected),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    print(RecitalLog().load(DATA.read_text()).report())
