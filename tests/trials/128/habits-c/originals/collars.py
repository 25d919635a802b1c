"""Reindeer GPS collar report: battery health and distance moved per herd."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

LOW_BATTERY_V = 3.30
STILL_KM = 1.0


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Reading:
    collar: str
    herd: str
    date: str
    battery_v: float
    km: float

    @classmethod
    def parse(cls, line: str) -> "Reading":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        collar, herd, date, volts, km = parts
        try:
            battery_v, distance = float(volts), float(km)
        except ValueError as exc:
            raise BadLine(f"not a number ({exc})") from None
        if distance < 0:
            raise BadLine(f"negative distance {distance}")
        return cls(collar, herd, date, battery_v, distance)

    @property
    def low_battery(self) -> bool:
        return self.battery_v < LOW_BATTERY_V


@dataclass
class Herd:
    name: str
    readings: list[Reading] = field(default_factory=list)

    def add(self, reading: Reading) -> None:
        self.readings.append(reading)

    def __len__(self) -> int:
        return len(self.readings)

    @property
    def collars(self) -> set[str]:
        return {r.collar for r in self.readings}

    @property
    def total_km(self) -> float:
        return sum(r.km for r in self.readings)

    @property
    def mean_km(self) -> float:
        return self.total_km / len(self) if self else 0.0

    @property
    def low_collars(self) -> list[str]:
        return sorted({r.collar for r in self.readings if r.low_battery})

    def __str__(self) -> str:
        flag = f" LOW: {', '.join(self.low_collars)}" if self.low_collars else ""
        return (f"{self.name:<12} {len(self.collars):>3} collars {len(self):>3} readings "
                f"{self.total_km:>7.1f} km (mean {self.mean_km:.2f}){flag}")


class CollarLog:
    def __init__(self) -> None:
        self.herds: dict[str, Herd] = {}
        self.rejected: list[tuple[int, str]] = []

    @classmethod
    def from_text(cls, text: str) -> "CollarLog":
        log = cls()
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("collar,"):
                continue
            try:
                reading = Reading.parse(line)
            except BadLine as err:
                log.rejected.append((lineno, str(err)))
                continue
            log.herds.setdefault(reading.herd, Herd(reading.herd)).add(reading)
        return log

    def __iter__(self):
        return iter(sorted(self.herds.values(), key=lambda h: -h.total_km))

    @property
    def readings(self) -> int:
        return sum(len(h) for h in self.herds.values())

    def summary(self) -> dict:
        busiest = max(self.herds.values(), key=lambda h: h.total_km)
        return {
            "herds": len(self.herds),
            "readings": self.readings,
            "rejected": len(self.rejected),
            "total_km": round(sum(h.total_km for h in self.herds.values()), 1),
            "busiest": busiest.name,
            "low_battery": sorted(c for h in self.herds.values() for c in h.low_collars),
        }


def main() -> None:
    log = CollarLog.from_text(Path("root/collars.csv").read_text())
    print("Reindeer collar report")
    print("=" * 22)
    for herd in log:
        print(herd)
    for lineno, why in log.rejected:
        print(f"skipped line {lineno}: {why}")
    print(json.dumps(log.summary()))


if __name__ == "__main__":
    main()
