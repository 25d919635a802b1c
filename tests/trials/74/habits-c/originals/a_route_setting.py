#!/usr/bin/env python3
"""Route-setting log for a climbing gym: who set what, where, and how fast."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field

DATA_FILE = "root/route_setting.csv"


class BadLine(ValueError):
    """A line of the log that cannot be read."""


@dataclass(frozen=True)
class Route:
    date: str
    setter: str
    wall: str
    grade: str
    holds: int
    minutes: int

    @classmethod
    def parse(cls, line: str) -> Route:
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        date, setter, wall, grade, holds, minutes = parts
        if not grade.startswith("V") or not grade[1:].isdigit():
            raise BadLine(f"bad grade {grade!r}")
        try:
            return cls(date, setter, wall, grade, int(holds), int(minutes))
        except ValueError as exc:
            raise BadLine(str(exc)) from None

    @property
    def level(self) -> int:
        return int(self.grade[1:])

    @property
    def hours(self) -> float:
        return self.minutes / 60


@dataclass
class Setter:
    name: str
    routes: list[Route] = field(default_factory=list)

    def add(self, route: Route) -> None:
        self.routes.append(route)

    def __len__(self) -> int:
        return len(self.routes)

    def __lt__(self, other: Setter) -> bool:
        return (-len(self), self.name) < (-len(other), other.name)

    @property
    def hours(self) -> float:
        return sum(r.hours for r in self.routes)

    @property
    def mean_grade(self) -> float:
        return sum(r.level for r in self.routes) / len(self)

    @property
    def holds_per_hour(self) -> float:
        return sum(r.holds for r in self.routes) / self.hours if self.hours else 0.0


class SettingLog:
    def __init__(self) -> None:
        self.setters: dict[str, Setter] = {}
        self.walls: defaultdict[str, int] = defaultdict(int)
        self.skipped: list[tuple[int, str]] = []

    def load(self, text: str) -> SettingLog:
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                route = Route.parse(line)
            except BadLine as err:
                self.skipped.append((lineno, str(err)))
                continue
            self.setters.setdefault(route.setter, Setter(route.setter)).add(route)
            self.walls[route.wall] += 1
        return self

    @property
    def routes(self) -> list[Route]:
        return [r for s in self.setters.values() for r in s.routes]

    def hardest(self) -> Route:
        return max(self.routes, key=lambda r: (r.level, -r.minutes))

    def report(self) -> str:
        lines = ["Route-setting report", "=" * 20]
        lines.append(f"{'setter':<8}{'routes':>7}{'hours':>7}{'avg V':>7}{'holds/h':>9}")
        for s in sorted(self.setters.values()):
            lines.append(f"{s.name:<8}{len(s):>7}{s.hours:>7.1f}{s.mean_grade:>7.2f}{s.holds_per_hour:>9.1f}")
        walls = sorted(self.walls.items(), key=lambda kv: (-kv[1], kv[0]))
        lines.append("Walls: " + ", ".join(f"{w} {n}" for w, n in walls))
        top = self.hardest()
        lines.append(f"Hardest: {top.grade} on {top.wall} by {top.setter} ({top.date}, {top.minutes} min)")
        lines.extend(f"skipped line {n}: {why}" for n, why in self.skipped)
        summary = {
            "routes": len(self.routes),
            "setters": len(self.setters),
            "hours": round(sum(s.hours for s in self.setters.values()), 2),
            "busiest_wall": walls[0][0],
            "skipped": len(self.skipped),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main() -> None:
    with open(DATA_FILE, encoding="utf-8") as fh:
        log = SettingLog().load(fh.read())
    print(log.report())


if __name__ == "__main__":
    main()
