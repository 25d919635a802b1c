#!/usr/bin/env python3
"""Speedcubing competition report: average-of-5 rankings per event."""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

DNF = float("inf")


@dataclass(frozen=True)
class Result:
    competitor: str
    event: str
    times: tuple[float, ...]

    @classmethod
    def parse(cls, line: str) -> "Result":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise ValueError(f"expected 7 fields, got {len(parts)}")
        name, event, *raw = parts
        times = []
        for r in raw:
            if r.upper() == "DNF":
                times.append(DNF)
                continue
            t = float(r)
            if t <= 0:
                raise ValueError(f"non-positive time {r}")
            times.append(t)
        return cls(name, event, tuple(times))

    @property
    def best(self) -> float:
        return min(self.times)

    @property
    def dnf_count(self) -> int:
        return sum(1 for t in self.times if t == DNF)

    @property
    def average(self) -> float:
        """WCA average of 5: drop best and worst, mean of the middle three."""
        if self.dnf_count >= 2:
            return DNF
        middle = sorted(self.times)[1:-1]
        return sum(middle) / len(middle)

    def __lt__(self, other: "Result") -> bool:
        return (self.average, self.best) < (other.average, other.best)


def fmt(t: float) -> str:
    return "DNF" if t == DNF else f"{t:.2f}"


@dataclass
class Competition:
    results: list[Result] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, path: Path) -> "Competition":
        comp = cls()
        for lineno, line in enumerate(path.read_text().splitlines(), start=1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                comp.results.append(Result.parse(line))
            except ValueError as exc:
                comp.rejected.append((lineno, str(exc)))
        return comp

    def __len__(self) -> int:
        return len(self.results)

    @property
    def events(self) -> dict[str, list[Result]]:
        by_event: dict[str, list[Result]] = {}
        for r in self.results:
            by_event.setdefault(r.event, []).append(r)
        return {e: sorted(rs) for e, rs in sorted(by_event.items())}

    def report(self) -> str:
        lines = ["Speedcubing results", "==================="]
        winners = {}
        for event, ranked in self.events.items():
            lines.append(f"\n{event} ({len(ranked)} competitors)")
            for pos, r in enumerate(ranked, start=1):
                lines.append(f"  {pos}. {r.competitor:<14} avg {fmt(r.average):>6}  best {fmt(r.best):>6}")
            winners[event] = ranked[0].competitor
        for lineno, reason in self.rejected:
            lines.append(f"skipped line {lineno}: {reason}")
        summary = {"results": len(self), "rejected": len(self.rejected),
                   "events": len(winners), "winners": winners}
        lines.append(json.dumps(summary, sort_keys=True))
        return "\n".join(lines)


def main() -> None:
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/speedcubing.csv")
    print(Competition.load(path).report())


if __name__ == "__main__":
    main()
