"""Fog-collector mesh water yields: per-site report from a CSV log."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "fog_yields.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Reading:
    site: str
    date: str
    mesh_m2: float
    litres: float

    @classmethod
    def parse(cls, line: str) -> "Reading":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 4:
            raise BadLine(f"expected 4 fields, got {len(parts)}")
        site, date, mesh, litres = parts
        try:
            mesh_m2, litres_f = float(mesh), float(litres)
        except ValueError as exc:
            raise BadLine(f"not a number: {exc}") from None
        if mesh_m2 <= 0 or litres_f < 0:
            raise BadLine("mesh must be positive and litres not negative")
        return cls(site, date, mesh_m2, litres_f)

    @property
    def per_m2(self) -> float:
        return self.litres / self.mesh_m2


@dataclass
class Collector:
    site: str
    readings: list[Reading] = field(default_factory=list)

    def add(self, reading: Reading) -> None:
        self.readings.append(reading)

    def __len__(self) -> int:
        return len(self.readings)

    def __lt__(self, other: "Collector") -> bool:
        return self.total > other.total

    @property
    def total(self) -> float:
        return sum(r.litres for r in self.readings)

    @property
    def mean_per_m2(self) -> float:
        return sum(r.per_m2 for r in self.readings) / len(self) if self.readings else 0.0

    @property
    def best(self) -> Reading:
        return max(self.readings, key=lambda r: r.litres)

    @property
    def dry_days(self) -> int:
        return sum(1 for r in self.readings if r.litres == 0)

    def __str__(self) -> str:
        return (f"{self.site:<14} {len(self):>3} {self.total:>9.1f} "
                f"{self.mean_per_m2:>8.2f} {self.best.date:>11} {self.dry_days:>4}")


class YieldLog:
    def __init__(self) -> None:
        self.collectors: dict[str, Collector] = {}
        self.errors: list[str] = []

    def load(self, text: str) -> "YieldLog":
        for no, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                reading = Reading.parse(line)
            except BadLine as exc:
                self.errors.append(f"line {no}: {exc}")
                continue
            self.collectors.setdefault(reading.site, Collector(reading.site)).add(reading)
        return self

    def __iter__(self):
        return iter(sorted(self.collectors.values()))

    @property
    def grand_total(self) -> float:
        return sum(c.total for c in self.collectors.values())

    def report(self) -> str:
        lines = ["FOG-COLLECTOR YIELDS", f"{'site':<14} {'n':>3} {'litres':>9} {'L/m2/d':>8} {'best day':>11} {'dry':>4}"]
        lines += [str(c) for c in self]
        lines += [f"skipped: {e}" for e in self.errors]
        top = next(iter(self), None)
        summary = {"sites": len(self.collectors), "readings": sum(len(c) for c in self),
                   "litres": round(self.grand_total, 2), "top": top.site if top else None,
                   "skipped": len(self.errors)}
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    print(YieldLog().load(DATA.read_text(encoding="utf-8")).report())
