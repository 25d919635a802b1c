#!/usr/bin/env python3
"""Volunteer rain-gauge network: monthly report from daily readings."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

TRACE_MM = 0.05  # a "T" reading counts as a trace of rain


@dataclass(frozen=True)
class Reading:
    station: str
    day: date
    observer: str
    rain_mm: float

    @classmethod
    def parse(cls, line: str) -> "Reading":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) < 4:
            raise ValueError(f"expected at least 4 fields, got {len(parts)}")
        station, day, observer, raw = parts[:4]
        rain = TRACE_MM if raw.upper() == "T" else float(raw)
        if rain < 0:
            raise ValueError(f"negative rainfall {rain}")
        return cls(station, date.fromisoformat(day), observer, rain)

    @property
    def is_wet_day(self) -> bool:
        return self.rain_mm >= 1.0


@dataclass
class Station:
    code: str
    readings: list[Reading] = field(default_factory=list)

    def add(self, reading: Reading) -> None:
        self.readings.append(reading)

    @property
    def total(self) -> float:
        return sum(r.rain_mm for r in self.readings)

    @property
    def wet_days(self) -> int:
        return sum(1 for r in self.readings if r.is_wet_day)

    @property
    def wettest(self) -> Reading:
        return max(self.readings, key=lambda r: r.rain_mm)

    def __len__(self) -> int:
        return len(self.readings)

    def __str__(self) -> str:
        w = self.wettest
        return (f"{self.code:<8}{len(self):>5}{self.total:>9.1f}{self.wet_days:>6}"
                f"   {w.day:%d %b} ({w.rain_mm:.1f} mm)")


class Network:
    def __init__(self) -> None:
        self.stations: dict[str, Station] = {}
        self.rejected: list[tuple[int, str]] = []

    @classmethod
    def from_file(cls, path: Path) -> "Network":
        net = cls()
        for lineno, line in enumerate(path.read_text().splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                reading = Reading.parse(line)
            except ValueError as exc:
                net.rejected.append((lineno, str(exc)))
                continue
            net.stations.setdefault(reading.station, Station(reading.station)).add(reading)
        return net

    def __iter__(self):
        return iter(sorted(self.stations.values(), key=lambda s: s.total, reverse=True))

    def __len__(self) -> int:
        return sum(len(s) for s in self.stations.values())

    @property
    def mean_total(self) -> float:
        return sum(s.total for s in self.stations.values()) / len(self.stations)


def main(path: str) -> None:
    net = Network.from_file(Path(path))
    print("RAIN-GAUGE NETWORK - MONTHLY REPORT")
    print(f"{'station':<8}{'days':>5}{'total':>9}{'wet':>6}   wettest day")
    for station in net:
        print(station)
    print(f"mean station total: {net.mean_total:.2f} mm")
    for lineno, reason in net.rejected:
        print(f"skipped line {lineno}: {reason}")
    wettest = max(net, key=lambda s: s.wettest.rain_mm)
    summary = {"stations": len(net.stations), "readings": len(net),
               "rejected": len(net.rejected), "wettest_station": wettest.code,
               "network_total_mm": round(sum(s.total for s in net), 2)}
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/rain_gauges.csv")
