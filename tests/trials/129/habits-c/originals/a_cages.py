#!/usr/bin/env python3
"""Mouse colony cage census: occupancy per room and strain, flags for overdue changes."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date

CENSUS_DATE = date(2026, 12, 3)
CHANGE_INTERVAL_DAYS = 7
VALID_SEX = {"M", "F"}


class CensusError(ValueError):
    """A line of the census file that cannot be used."""


@dataclass(frozen=True)
class Cage:
    cage_id: str
    room: str
    strain: str
    sex: str
    count: int
    capacity: int
    last_changed: date

    @classmethod
    def from_line(cls, line: str) -> "Cage":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise CensusError(f"expected 7 fields, got {len(parts)}")
        cage_id, room, strain, sex, count, capacity, changed = parts
        if sex not in VALID_SEX:
            raise CensusError(f"unknown sex {sex!r}")
        try:
            n, cap = int(count), int(capacity)
        except ValueError:
            raise CensusError(f"bad count {count!r}") from None
        if n < 0 or n > cap + 1:
            raise CensusError(f"count {n} out of range")
        return cls(cage_id, room, strain, sex, n, cap, date.fromisoformat(changed))

    @property
    def days_since_change(self) -> int:
        return (CENSUS_DATE - self.last_changed).days

    @property
    def overdue(self) -> bool:
        return self.days_since_change > CHANGE_INTERVAL_DAYS

    @property
    def overcrowded(self) -> bool:
        return self.count > self.capacity

    def __str__(self) -> str:
        flags = [f for f, on in (("OVERDUE", self.overdue), ("OVER", self.overcrowded)) if on]
        return f"{self.cage_id:<6} {self.strain:<8} {self.sex} {self.count}/{self.capacity} {' '.join(flags)}".rstrip()


@dataclass
class Room:
    name: str
    cages: list[Cage] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.cages)

    @property
    def animals(self) -> int:
        return sum(c.count for c in self.cages)

    @property
    def occupancy(self) -> float:
        cap = sum(c.capacity for c in self.cages)
        return self.animals / cap if cap else 0.0


class Census:
    def __init__(self) -> None:
        self.rooms: dict[str, Room] = {}
        self.skipped: list[tuple[int, str]] = []

    def load(self, path: str) -> "Census":
        with open(path, encoding="utf-8") as fh:
            for lineno, raw in enumerate(fh, start=1):
                line = raw.strip()
                if not line or line.startswith("#") or line.startswith("cage_id"):
                    continue
                try:
                    cage = Cage.from_line(line)
                except (CensusError, ValueError) as exc:
                    self.skipped.append((lineno, str(exc)))
                    continue
                self.rooms.setdefault(cage.room, Room(cage.room)).cages.append(cage)
        return self

    def __iter__(self):
        for name in sorted(self.rooms):
            yield self.rooms[name]

    def by_strain(self) -> dict[str, int]:
        totals: dict[str, int] = defaultdict(int)
        for room in self:
            for cage in room.cages:
                totals[cage.strain] += cage.count
        return dict(sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])))

    def report(self) -> str:
        out = [f"Cage census for {CENSUS_DATE.isoformat()}"]
        for room in self:
            out.append(f"Room {room.name}: {len(room)} cages, {room.animals} mice, {room.occupancy:.0%} full")
            out.extend(f"  {cage}" for cage in sorted(room.cages, key=lambda c: c.cage_id))
        out.append("By strain:")
        out.extend(f"  {strain:<8} {n:>3}" for strain, n in self.by_strain().items())
        for lineno, why in self.skipped:
            out.append(f"skipped line {lineno}: {why}")
        cages = [c for r in self for c in r.cages]
        summary = {
            "cages": len(cages),
            "mice": sum(c.count for c in cages),
            "overdue": sorted(c.cage_id for c in cages if c.overdue),
            "overcrowded": sorted(c.cage_id for c in cages if c.overcrowded),
            "skipped": len(self.skipped),
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    print(Census().load(sys.argv[1] if len(sys.argv) > 1 else "root/cage_census.csv").report())
