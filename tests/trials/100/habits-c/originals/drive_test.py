#!/usr/bin/env python3
"""Summarise a mobile-network drive test: signal quality per cell site."""
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

BANDS = {"B1", "B3", "B7", "B20"}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Reading:
    time: str
    site: str
    band: str
    rsrp: float
    sinr: float
    mbps: float

    @classmethod
    def parse(cls, line: str) -> "Reading":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        time, site, band, *nums = parts
        if band not in BANDS:
            raise BadLine(f"unknown band {band!r}")
        try:
            rsrp, sinr, mbps = (float(n) for n in nums)
        except ValueError as exc:
            raise BadLine(f"not a number: {exc}") from None
        if not -140 <= rsrp <= -44:
            raise BadLine(f"RSRP {rsrp:g} dBm out of range")
        return cls(time, site, band, rsrp, sinr, mbps)

    @property
    def grade(self) -> str:
        if self.rsrp >= -90:
            return "excellent"
        if self.rsrp >= -100:
            return "good"
        if self.rsrp >= -110:
            return "fair"
        return "poor"


@dataclass
class Site:
    name: str
    readings: list = field(default_factory=list)

    def add(self, reading: Reading) -> None:
        self.readings.append(reading)

    def __len__(self) -> int:
        return len(self.readings)

    @property
    def mean_rsrp(self) -> float:
        return sum(r.rsrp for r in self.readings) / len(self)

    @property
    def mean_mbps(self) -> float:
        return sum(r.mbps for r in self.readings) / len(self)

    @property
    def worst(self) -> Reading:
        return min(self.readings, key=lambda r: r.sinr)

    def __lt__(self, other: "Site") -> bool:
        return self.mean_rsrp > other.mean_rsrp

    def __str__(self) -> str:
        return (f"{self.name:<8} {len(self):>3} {self.mean_rsrp:>8.1f} "
                f"{self.mean_mbps:>7.1f}  worst SINR {self.worst.sinr:+.1f} dB at {self.worst.time}")


class DriveTest:
    def __init__(self):
        self.sites: dict[str, Site] = {}
        self.skipped: list[str] = []
        self.grades: dict[str, int] = {}

    def load(self, text: str) -> "DriveTest":
        for n, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith(("#", "timestamp")):
                continue
            try:
                r = Reading.parse(line)
            except BadLine as exc:
                self.skipped.append(f"line {n}: {exc}")
                continue
            self.sites.setdefault(r.site, Site(r.site)).add(r)
            self.grades[r.grade] = self.grades.get(r.grade, 0) + 1
        return self

    def __iter__(self):
        return iter(sorted(self.sites.values()))

    @property
    def count(self) -> int:
        return sum(len(s) for s in self.sites.values())

    def report(self) -> str:
        out = ["DRIVE TEST REPORT", f"{'site':<8} {'n':>3} {'RSRP':>8} {'Mbps':>7}"]
        out += [str(site) for site in self]
        out.append("grades: " + ", ".join(f"{g}={c}" for g, c in sorted(self.grades.items())))
        out += [f"skipped {s}" for s in self.skipped]
        best = next(iter(self))
        summary = {"readings": self.count, "sites": len(self.sites), "skipped": len(self.skipped),
                   "best_site": best.name, "poor": self.grades.get("poor", 0)}
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/drive_test.csv")
    print(DriveTest().load(path.read_text()).report())
