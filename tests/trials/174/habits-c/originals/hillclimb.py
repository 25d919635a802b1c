#!/usr/bin/env python3
"""Hill-climb timing sheet: best run per rider, class winners, summary."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "hillclimb.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Run:
    rider: str
    machine_class: str
    number: int
    time_s: float | None  # None means did not finish
    penalty_s: float = 0.0

    @classmethod
    def from_line(cls, line: str) -> "Run":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        rider, klass, number, time_s, penalty = parts
        if time_s.upper() == "DNF":
            t = None
        else:
            try:
                t = float(time_s)
            except ValueError:
                raise BadLine(f"bad time {time_s!r}") from None
            if t <= 0:
                raise BadLine(f"non-positive time {t}")
        return cls(rider, klass, int(number), t, float(penalty))

    @property
    def finished(self) -> bool:
        return self.time_s is not None

    @property
    def total(self) -> float:
        return self.time_s + self.penalty_s if self.finished else float("inf")


@dataclass
class Rider:
    name: str
    machine_class: str
    runs: list[Run] = field(default_factory=list)

    @property
    def best(self) -> Run | None:
        done = [r for r in self.runs if r.finished]
        return min(done, key=lambda r: r.total) if done else None

    def __lt__(self, other: "Rider") -> bool:
        return (self.best.total if self.best else float("inf")) < (
            other.best.total if other.best else float("inf"))

    def __str__(self) -> str:
        b = self.best
        shown = f"{b.total:7.3f}s (run {b.number})" if b else "    DNF"
        return f"{self.name:<14}{self.machine_class:<9}{shown}"


class TimingSheet:
    def __init__(self, text: str):
        self.riders: dict[str, Rider] = {}
        self.rejected: list[tuple[int, str]] = []
        for lineno, line in enumerate(text.splitlines(), 1):
            if not line.strip() or line.startswith("#") or line.startswith("rider,"):
                continue
            try:
                run = Run.from_line(line)
            except (BadLine, ValueError) as exc:
                self.rejected.append((lineno, str(exc)))
                continue
            rider = self.riders.setdefault(run.rider, Rider(run.rider, run.machine_class))
            rider.runs.append(run)

    def __len__(self) -> int:
        return sum(len(r.runs) for r in self.riders.values())

    def by_class(self) -> dict[str, list[Rider]]:
        groups: dict[str, list[Rider]] = defaultdict(list)
        for rider in self.riders.values():
            groups[rider.machine_class].append(rider)
        return {k: sorted(v) for k, v in sorted(groups.items())}

    def report(self) -> str:
        out = ["HILL-CLIMB RESULTS", "=" * 40]
        for klass, riders in self.by_class().items():
            out.append(f"[{klass}]")
            out.extend(f"  {i}. {r}" for i, r in enumerate(riders, 1))
        for lineno, why in self.rejected:
            out.append(f"skipped line {lineno}: {why}")
        fastest = min(self.riders.values())
        summary = {
            "runs": len(self),
            "riders": len(self.riders),
            "rejected": len(self.rejected),
            "fastest": fastest.name,
            "fastest_time": round(fastest.best.total, 3),
            "classes": sorted(self.by_class()),
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    print(TimingSheet(DATA.read_text()).report())
