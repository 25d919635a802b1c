#!/usr/bin/env python3
"""Lapidary workshop: cutting yield and value report."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Cut:
    date: str
    cutter: str
    stone: str
    rough_ct: float
    finished_ct: float
    style: str
    price_per_ct: float

    @classmethod
    def parse(cls, line: str) -> "Cut":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        date, cutter, stone, rough, finished, style, price = parts
        try:
            rough_ct, finished_ct, ppc = float(rough), float(finished), float(price)
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if finished_ct > rough_ct:
            raise BadLine(f"finished {finished_ct} ct exceeds rough {rough_ct} ct")
        return cls(date, cutter, stone, rough_ct, finished_ct, style, ppc)

    @property
    def yield_pct(self) -> float:
        return 100.0 * self.finished_ct / self.rough_ct

    @property
    def value(self) -> float:
        return self.finished_ct * self.price_per_ct


@dataclass
class CutterStats:
    name: str
    cuts: list[Cut] = field(default_factory=list)

    def add(self, cut: Cut) -> None:
        self.cuts.append(cut)

    def __len__(self) -> int:
        return len(self.cuts)

    @property
    def rough(self) -> float:
        return sum(c.rough_ct for c in self.cuts)

    @property
    def finished(self) -> float:
        return sum(c.finished_ct for c in self.cuts)

    @property
    def value(self) -> float:
        return sum(c.value for c in self.cuts)

    @property
    def yield_pct(self) -> float:
        return 100.0 * self.finished / self.rough if self.rough else 0.0

    def __lt__(self, other: "CutterStats") -> bool:
        return self.value < other.value

    def __str__(self) -> str:
        return (f"{self.name:<8} {len(self):>3} {self.rough:>8.2f} "
                f"{self.finished:>8.2f} {self.yield_pct:>6.1f}% {self.value:>9.2f}")


class Workshop:
    def __init__(self) -> None:
        self.cutters: dict[str, CutterStats] = {}
        self.by_stone: defaultdict[str, float] = defaultdict(float)
        self.skipped: list[tuple[int, str]] = []

    def load(self, path: Path) -> "Workshop":
        for lineno, raw in enumerate(path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("date,"):
                continue
            try:
                cut = Cut.parse(line)
            except BadLine as err:
                self.skipped.append((lineno, str(err)))
                continue
            self.cutters.setdefault(cut.cutter, CutterStats(cut.cutter)).add(cut)
            self.by_stone[cut.stone] += cut.value
        return self

    def __iter__(self):
        return iter(sorted(self.cutters.values(), reverse=True))

    @property
    def total_value(self) -> float:
        return sum(c.value for c in self.cutters.values())

    def report(self) -> str:
        out = ["Cutting report", "=" * 46,
               f"{'cutter':<8} {'n':>3} {'rough':>8} {'final':>8} {'yield':>7} {'value':>9}"]
        out += [str(c) for c in self]
        out.append("")
        out.append("Value by stone:")
        for stone, val in sorted(self.by_stone.items(), key=lambda kv: (-kv[1], kv[0])):
            out.append(f"  {stone:<11} {val:>9.2f}")
        for lineno, why in self.skipped:
            out.append(f"skipped line {lineno}: {why}")
        best = max(self.cutters.values(), key=lambda c: c.yield_pct)
        summary = {"cuts": sum(len(c) for c in self.cutters.values()),
                   "skipped": len(self.skipped),
                   "total_value": round(self.total_value, 2),
                   "best_yield": best.name}
        out.append(json.dumps(summary))
        return "\n".join(out)


def main() -> int:
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/gem_cuts.csv")
    print(Workshop().load(path).report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
