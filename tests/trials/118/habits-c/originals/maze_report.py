#!/usr/bin/env python3
"""Hedge maze visit report: how long groups take on each route."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime

ROUTES = ("west", "north", "east")


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Visit:
    date: str
    group: str
    visitors: int
    entry: datetime
    exit: datetime
    route: str

    @classmethod
    def parse(cls, line: str) -> "Visit":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        date, group, visitors, entry, exit_, route = parts
        try:
            n = int(visitors)
        except ValueError:
            raise BadLine(f"visitors not a number: {visitors!r}")
        try:
            t_in = datetime.strptime(f"{date} {entry}", "%Y-%m-%d %H:%M")
            t_out = datetime.strptime(f"{date} {exit_}", "%Y-%m-%d %H:%M")
        except ValueError as e:
            raise BadLine(f"bad time: {e}")
        if t_out <= t_in:
            raise BadLine("exit before entry")
        if route not in ROUTES:
            raise BadLine(f"unknown route {route!r}")
        return cls(date, group, n, t_in, t_out, route)

    @property
    def minutes(self) -> int:
        return int((self.exit - self.entry).total_seconds() // 60)

    def __lt__(self, other: "Visit") -> bool:
        return self.minutes < other.minutes


@dataclass
class RouteStats:
    route: str
    visits: list[Visit] = field(default_factory=list)

    def add(self, visit: Visit) -> None:
        self.visits.append(visit)

    def __len__(self) -> int:
        return len(self.visits)

    @property
    def visitors(self) -> int:
        return sum(v.visitors for v in self.visits)

    @property
    def mean_minutes(self) -> float:
        return sum(v.minutes for v in self.visits) / len(self) if self.visits else 0.0

    @property
    def fastest(self) -> Visit | None:
        return min(self.visits, default=None)

    def __str__(self) -> str:
        best = self.fastest
        best_txt = f"{best.group} ({best.minutes} min)" if best else "-"
        return (f"{self.route.capitalize():<6} {len(self):>3} groups {self.visitors:>4} people"
                f"  avg {self.mean_minutes:6.1f} min  fastest {best_txt}")


class MazeLog:
    def __init__(self, text: str):
        self.routes = {r: RouteStats(r) for r in ROUTES}
        self.errors: list[str] = []
        self.by_day: dict[str, int] = defaultdict(int)
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                visit = Visit.parse(line)
            except BadLine as e:
                self.errors.append(f"line {lineno}: {e}")
                continue
            self.routes[visit.route].add(visit)
            self.by_day[visit.date] += visit.visitors

    def __iter__(self):
        return iter(self.routes.values())

    @property
    def total_visitors(self) -> int:
        return sum(r.visitors for r in self)

    def report(self) -> str:
        out = ["HEDGE MAZE REPORT", "=" * 17]
        out += [str(r) for r in sorted(self, key=lambda r: r.mean_minutes)]
        out.append("")
        out += [f"{day}: {n} visitors" for day, n in sorted(self.by_day.items())]
        if self.errors:
            out.append(f"\nSkipped {len(self.errors)} bad line(s):")
            out += [f"  {e}" for e in self.errors]
        slowest = max(self, key=lambda r: r.mean_minutes)
        summary = {"groups": sum(len(r) for r in self), "visitors": self.total_visitors,
                   "slowest_route": slowest.route, "skipped": len(self.errors),
                   "avg_minutes": {r.route: round(r.mean_minutes, 1) for r in self}}
        out.append(json.dumps(summary))
        return "\n".join(out)


def main(path: str) -> None:
    with open(path, encoding="utf-8") as fh:
        print(MazeLog(fh.read()).report())


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/maze.csv")
