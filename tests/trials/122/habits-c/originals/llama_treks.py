#!/usr/bin/env python3
"""Llama trekking tours: per-route and per-llama report from a CSV log."""
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Trek:
    date: str
    guide: str
    route: str
    llama: str
    hikers: int
    distance_km: float
    price: float

    @classmethod
    def parse(cls, line: str) -> "Trek":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        date, guide, route, llama, hikers, dist, price = parts
        try:
            trek = cls(date, guide, route, llama, int(hikers), float(dist), float(price))
        except ValueError as exc:
            raise BadLine(str(exc)) from None
        if trek.hikers <= 0 or trek.distance_km <= 0:
            raise BadLine("hikers and distance must be positive")
        return trek

    @property
    def revenue(self) -> float:
        return self.hikers * self.price

    @property
    def hiker_km(self) -> float:
        return self.hikers * self.distance_km


@dataclass
class RouteStats:
    name: str
    treks: list = field(default_factory=list)

    def add(self, trek: Trek) -> None:
        self.treks.append(trek)

    def __len__(self) -> int:
        return len(self.treks)

    @property
    def revenue(self) -> float:
        return sum(t.revenue for t in self.treks)

    @property
    def avg_group(self) -> float:
        return sum(t.hikers for t in self.treks) / len(self)

    def __lt__(self, other: "RouteStats") -> bool:
        return (self.revenue, self.name) > (other.revenue, other.name)

    def __str__(self) -> str:
        return f"{self.name:<14}{len(self):>3} treks  avg group {self.avg_group:4.1f}  £{self.revenue:>8.2f}"


class TrekLog:
    def __init__(self) -> None:
        self.treks: list[Trek] = []
        self.skipped: list[tuple[int, str]] = []

    @classmethod
    def from_text(cls, text: str) -> "TrekLog":
        log = cls()
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#") or line.startswith("date,"):
                continue
            try:
                log.treks.append(Trek.parse(line))
            except BadLine as err:
                log.skipped.append((lineno, str(err)))
        return log

    def __iter__(self):
        return iter(self.treks)

    def routes(self) -> list[RouteStats]:
        stats: dict[str, RouteStats] = {}
        for trek in self:
            stats.setdefault(trek.route, RouteStats(trek.route)).add(trek)
        return sorted(stats.values())

    def llama_km(self) -> dict[str, float]:
        km = defaultdict(float)
        for trek in self:
            km[trek.llama] += trek.distance_km
        return dict(sorted(km.items(), key=lambda kv: -kv[1]))


def main(path: str) -> None:
    with open(path, encoding="utf-8") as fh:
        log = TrekLog.from_text(fh.read())
    print("LLAMA TREKS REPORT")
    print("=" * 40)
    for route in log.routes():
        print(route)
    print("-" * 40)
    for llama, km in log.llama_km().items():
        print(f"{llama:<8} walked {km:5.1f} km")
    for lineno, reason in log.skipped:
        print(f"skipped line {lineno}: {reason}")
    total = sum(t.revenue for t in log)
    busiest = max(log, key=lambda t: t.hiker_km)
    summary = {"treks": len(log.treks), "skipped": len(log.skipped),
               "revenue": round(total, 2), "busiest": f"{busiest.date} {busiest.route}"}
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/treks.csv")
