#!/usr/bin/env python3
"""Winter gritting report: salt use and time per lorry and route."""
import json
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime

DATA = "root/gritting.csv"


class BadRun(ValueError):
    pass


@dataclass(frozen=True)
class GritRun:
    date: str
    lorry: str
    route: str
    km: float
    salt_t: float
    start: str
    end: str

    @classmethod
    def from_line(cls, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadRun(f"expected 7 fields, got {len(parts)}")
        date, lorry, route, km, salt, start, end = parts
        try:
            km, salt = float(km), float(salt)
        except ValueError as e:
            raise BadRun(f"bad number ({e})") from None
        if km <= 0 or salt < 0:
            raise BadRun("distance and salt must be positive")
        run = cls(date, lorry, route, km, salt, start, end)
        if run.minutes <= 0:
            raise BadRun(f"ends before it starts ({start}-{end})")
        return run

    @property
    def minutes(self):
        fmt = "%H:%M"
        delta = datetime.strptime(self.end, fmt) - datetime.strptime(self.start, fmt)
        return int(delta.total_seconds() // 60)

    @property
    def salt_per_km(self):
        return self.salt_t * 1000 / self.km  # kg per km


@dataclass
class Tally:
    runs: int = 0
    km: float = 0.0
    salt_t: float = 0.0
    minutes: int = 0

    def __iadd__(self, run):
        self.runs += 1
        self.km += run.km
        self.salt_t += run.salt_t
        self.minutes += run.minutes
        return self

    @property
    def kg_per_km(self):
        return self.salt_t * 1000 / self.km if self.km else 0.0


@dataclass
class Season:
    runs: list = field(default_factory=list)
    rejected: list = field(default_factory=list)

    @classmethod
    def load(cls, path):
        season = cls()
        with open(path) as fh:
            text = fh.read()
        for n, line in enumerate(text.splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                season.runs.append(GritRun.from_line(line))
            except BadRun as e:
                season.rejected.append((n, str(e)))
        return season

    def __len__(self):
        return len(self.runs)

    def __iter__(self):
        return iter(self.runs)

    def by(self, key):
        tallies = defaultdict(Tally)
        for run in self:
            tallies[getattr(run, key)] += run
        return dict(sorted(tallies.items()))

    @property
    def total(self):
        t = Tally()
        for run in self:
            t += run
        return t


def main():
    season = Season.load(DATA)
    print("Gritting report")
    print("=" * 15)
    for n, why in season.rejected:
        print(f"  skipped line {n}: {why}")
    print()
    print(f"{'Lorry':<8}{'Runs':>5}{'km':>8}{'Salt t':>8}{'kg/km':>8}{'Hours':>7}")
    for lorry, t in season.by("lorry").items():
        print(f"{lorry:<8}{t.runs:>5}{t.km:>8.1f}{t.salt_t:>8.1f}{t.kg_per_km:>8.1f}{t.minutes / 60:>7.2f}")
    print()
    print("Heaviest route per kilometre:")
    routes = season.by("route")
    worst = max(routes, key=lambda r: routes[r].kg_per_km)
    print(f"  {worst}: {routes[worst].kg_per_km:.1f} kg/km over {routes[worst].runs} runs")
    total = season.total
    summary = {
        "runs": len(season),
        "rejected": len(season.rejected),
        "km": round(total.km, 1),
        "salt_t": round(total.salt_t, 2),
        "hours": round(total.minutes / 60, 2),
        "heaviest_route": worst,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
