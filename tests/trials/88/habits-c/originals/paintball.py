#!/usr/bin/env python3
"""Paintball field: weekly session report from a CSV day sheet."""
import json
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path("root/paintball_sessions.csv")

PRICES = {"junior": 18.0, "standard": 25.0, "premium": 35.0}  # per player per session
PAINT_BOX = 42.5  # price of one extra box of 2000 balls


@dataclass
class Session:
    date: str
    group: str
    players: int
    hours: float
    boxes: int
    package: str

    @classmethod
    def from_line(cls, line: str) -> "Session":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise ValueError(f"expected 6 fields, got {len(parts)}")
        date, group, players, hours, boxes, package = parts
        if package not in PRICES:
            raise ValueError(f"unknown package {package!r}")
        return cls(date, group, int(players), float(hours), int(boxes), package)

    @property
    def revenue(self) -> float:
        return self.players * PRICES[self.package] + self.boxes * PAINT_BOX

    @property
    def player_hours(self) -> float:
        return self.players * self.hours

    def __str__(self) -> str:
        return (f"{self.date}  {self.group:<18} {self.players:>3}p "
                f"{self.hours:>4.1f}h {self.package:<8} £{self.revenue:>8.2f}")


@dataclass
class Field:
    sessions: list = field(default_factory=list)
    rejected: list = field(default_factory=list)

    def load(self, text: str) -> None:
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                self.sessions.append(Session.from_line(line))
            except ValueError as exc:
                self.rejected.append((lineno, str(exc)))

    def __len__(self) -> int:
        return len(self.sessions)

    def __iter__(self):
        return iter(self.sessions)

    @property
    def revenue(self) -> float:
        return sum(s.revenue for s in self)

    def by_package(self) -> dict:
        totals = {}
        for s in self:
            totals[s.package] = totals.get(s.package, 0) + s.players
        return dict(sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])))

    def busiest(self) -> Session:
        return max(self, key=lambda s: s.player_hours)


def main() -> None:
    park = Field()
    park.load(DATA.read_text())
    print("PAINTBALL FIELD - SESSION REPORT")
    print("=" * 60)
    for s in sorted(park, key=lambda s: (s.date, -s.revenue)):
        print(s)
    print("-" * 60)
    for pkg, n in park.by_package().items():
        print(f"{pkg:<10} {n:>4} players")
    top = park.busiest()
    print(f"Busiest: {top.group} ({top.player_hours:g} player-hours)")
    print(f"Total revenue: £{park.revenue:,.2f}")
    for lineno, why in park.rejected:
        print(f"skipped line {lineno}: {why}")
    summary = {
        "sessions": len(park),
        "players": sum(s.players for s in park),
        "revenue": round(park.revenue, 2),
        "busiest": top.group,
        "rejected": len(park.rejected),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
