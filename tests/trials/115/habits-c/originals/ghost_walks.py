#!/usr/bin/env python3
"""Ghost-walk tour company: weekly takings per guide and per route."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field

DATA_FILE = "root/ghost_walks.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Walk:
    date: str
    guide: str
    route: str
    sold: int
    price: float
    no_shows: int

    @classmethod
    def parse(cls, line: str) -> "Walk":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        date, guide, route, sold, price, no_shows = parts
        try:
            walk = cls(date, guide, route, int(sold), float(price), int(no_shows))
        except ValueError as exc:
            raise BadLine(str(exc)) from None
        if walk.price <= 0:
            raise BadLine(f"price must be positive, got {walk.price}")
        if walk.no_shows > walk.sold:
            raise BadLine(f"{walk.no_shows} no-shows but only {walk.sold} sold")
        return walk

    @property
    def revenue(self) -> float:
        return self.sold * self.price

    @property
    def walkers(self) -> int:
        return self.sold - self.no_shows


@dataclass
class Tally:
    name: str
    walks: list[Walk] = field(default_factory=list)

    def add(self, walk: Walk) -> None:
        self.walks.append(walk)

    def __len__(self) -> int:
        return len(self.walks)

    @property
    def revenue(self) -> float:
        return sum(w.revenue for w in self.walks)

    @property
    def walkers(self) -> int:
        return sum(w.walkers for w in self.walks)

    @property
    def no_show_rate(self) -> float:
        sold = sum(w.sold for w in self.walks)
        return sum(w.no_shows for w in self.walks) / sold if sold else 0.0

    def __lt__(self, other: "Tally") -> bool:
        return (self.revenue, self.name) < (other.revenue, other.name)

    def __str__(self) -> str:
        return (f"{self.name:<16} {len(self):>3} walks {self.walkers:>4} walkers "
                f"£{self.revenue:>8.2f}  no-shows {self.no_show_rate:6.1%}")


class Ledger:
    def __init__(self) -> None:
        self.guides: dict[str, Tally] = {}
        self.routes: dict[str, Tally] = defaultdict(lambda: Tally(""))
        self.skipped: list[str] = []

    def load(self, text: str) -> "Ledger":
        for n, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                walk = Walk.parse(line)
            except BadLine as err:
                self.skipped.append(f"line {n}: {err}")
                continue
            self.guides.setdefault(walk.guide, Tally(walk.guide)).add(walk)
            route = self.routes[walk.route]
            route.name = walk.route
            route.add(walk)
        return self

    @property
    def total(self) -> float:
        return sum(t.revenue for t in self.guides.values())

    def report(self) -> str:
        out = ["GHOST WALKS — takings report", "", "By guide:"]
        out += [f"  {t}" for t in sorted(self.guides.values(), reverse=True)]
        out += ["", "By route:"]
        out += [f"  {t}" for t in sorted(self.routes.values(), reverse=True)]
        if self.skipped:
            out += ["", f"Skipped {len(self.skipped)} bad line(s):"]
            out += [f"  {s}" for s in self.skipped]
        best = max(self.routes.values())
        summary = {"walks": sum(len(t) for t in self.guides.values()),
                   "revenue": round(self.total, 2), "best_route": best.name,
                   "skipped": len(self.skipped)}
        out += ["", json.dumps(summary)]
        return "\n".join(out)


def main() -> int:
    try:
        with open(DATA_FILE, encoding="utf-8") as fh:
            ledger = Ledger().load(fh.read())
    except OSError as err:
        print(f"cannot read {DATA_FILE}: {err}", file=sys.stderr)
        return 1
    print(ledger.report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
