#!/usr/bin/env python3
"""Camel-race training gallops: per-camel pace report with a JSON summary."""
import json
from collections import defaultdict
from dataclasses import dataclass, field
from statistics import mean

DATA = "root/gallops.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Gallop:
    date: str
    camel: str
    trainer: str
    distance_m: int
    time_s: float
    track: str

    @classmethod
    def parse(cls, line: str) -> "Gallop":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        date, camel, trainer, dist, secs, track = parts
        try:
            distance, time_s = int(dist), float(secs)
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if distance <= 0 or time_s <= 0:
            raise BadLine("distance and time must be positive")
        return cls(date, camel, trainer, distance, time_s, track)

    @property
    def speed_kmh(self) -> float:
        return self.distance_m / self.time_s * 3.6

    @property
    def pace_per_km(self) -> float:
        return self.time_s / (self.distance_m / 1000)


@dataclass
class Camel:
    name: str
    trainer: str
    gallops: list = field(default_factory=list)

    def add(self, g: Gallop) -> None:
        self.gallops.append(g)

    def __len__(self):
        return len(self.gallops)

    @property
    def total_km(self) -> float:
        return sum(g.distance_m for g in self.gallops) / 1000

    @property
    def best(self) -> Gallop:
        return max(self.gallops, key=lambda g: g.speed_kmh)

    @property
    def avg_speed(self) -> float:
        return mean(g.speed_kmh for g in self.gallops)

    def __lt__(self, other: "Camel") -> bool:
        return self.avg_speed < other.avg_speed

    def __str__(self):
        b = self.best
        return (f"{self.name:<12} {self.trainer:<12} {len(self):>3} "
                f"{self.total_km:>6.1f} {self.avg_speed:>7.2f} "
                f"{b.speed_kmh:>7.2f} ({b.date})")


class Stable:
    def __init__(self):
        self.camels: dict[str, Camel] = {}
        self.skipped: list[tuple[int, str]] = []

    @classmethod
    def from_text(cls, text: str) -> "Stable":
        stable = cls()
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#") or line.startswith("date,"):
                continue
            try:
                g = Gallop.parse(line)
            except BadLine as exc:
                stable.skipped.append((lineno, str(exc)))
                continue
            stable.camels.setdefault(g.camel, Camel(g.camel, g.trainer)).add(g)
        return stable

    def __iter__(self):
        return iter(sorted(self.camels.values(), reverse=True))

    def by_track(self) -> dict:
        tracks = defaultdict(list)
        for camel in self.camels.values():
            for g in camel.gallops:
                tracks[g.track].append(g.speed_kmh)
        return {t: round(mean(v), 2) for t, v in sorted(tracks.items())}


def main():
    with open(DATA, encoding="utf-8") as fh:
        stable = Stable.from_text(fh.read())
    print("CAMEL GALLOP REPORT")
    print(f"{'camel':<12} {'trainer':<12} {'n':>3} {'km':>6} {'avg':>7} {'best':>7}")
    print("-" * 58)
    for camel in stable:
        print(camel)
    print()
    for track, speed in stable.by_track().items():
        print(f"track {track}: {speed:.2f} km/h average")
    for lineno, why in stable.skipped:
        print(f"skipped line {lineno}: {why}")
    top = next(iter(stable))
    summary = {
        "camels": len(stable.camels),
        "gallops": sum(len(c) for c in stable.camels.values()),
        "skipped": len(stable.skipped),
        "fastest": top.name,
        "total_km": round(sum(c.total_km for c in stable.camels.values()), 1),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
