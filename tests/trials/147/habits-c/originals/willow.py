#!/usr/bin/env python3
"""Willow coppice harvest report: bundles per variety, bed and cutter."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date

DATA = "root/willow_harvest.csv"


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Cut:
    day: date
    bed: str
    variety: str
    bundles: int
    stem_cm: int
    cutter: str

    @classmethod
    def from_line(cls, line: str) -> "Cut":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadRow(f"expected 6 fields, got {len(parts)}")
        day, bed, variety, bundles, stem, cutter = parts
        try:
            d = date.fromisoformat(day)
        except ValueError:
            raise BadRow(f"bad date {day!r}")
        try:
            n, cm = int(bundles), int(stem)
        except ValueError:
            raise BadRow(f"bad number in {bundles!r}/{stem!r}")
        if n <= 0:
            raise BadRow(f"bundles must be positive, got {n}")
        return cls(d, bed, variety, n, cm, cutter)

    @property
    def is_long(self) -> bool:
        return self.stem_cm >= 200


@dataclass
class Tally:
    name: str
    bundles: int = 0
    cuts: int = 0
    lengths: list[int] = field(default_factory=list)

    def add(self, cut: Cut) -> None:
        self.bundles += cut.bundles
        self.cuts += 1
        self.lengths.append(cut.stem_cm)

    @property
    def mean_length(self) -> float:
        return sum(self.lengths) / len(self.lengths) if self.lengths else 0.0

    def __lt__(self, other: "Tally") -> bool:
        return (-self.bundles, self.name) < (-other.bundles, other.name)

    def __str__(self) -> str:
        return f"{self.name:<16} {self.bundles:>4} bundles in {self.cuts} cuts, mean {self.mean_length:.1f} cm"


class Harvest:
    def __init__(self) -> None:
        self.cuts: list[Cut] = []
        self.rejects: list[tuple[int, str]] = []

    def load(self, path: str) -> "Harvest":
        with open(path, encoding="utf-8") as fh:
            for lineno, raw in enumerate(fh, start=1):
                line = raw.strip()
                if not line or line.startswith("#") or line.startswith("date,"):
                    continue
                try:
                    self.cuts.append(Cut.from_line(line))
                except BadRow as exc:
                    self.rejects.append((lineno, str(exc)))
        return self

    def __len__(self) -> int:
        return len(self.cuts)

    def tally(self, key: str) -> list[Tally]:
        groups: dict[str, Tally] = {}
        for cut in self.cuts:
            name = getattr(cut, key)
            groups.setdefault(name, Tally(name)).add(cut)
        return sorted(groups.values())

    @property
    def total_bundles(self) -> int:
        return sum(c.bundles for c in self.cuts)

    def report(self) -> str:
        out = [f"Willow harvest: {len(self)} cuts, {self.total_bundles} bundles"]
        for title, key in (("By variety", "variety"), ("By bed", "bed"), ("By cutter", "cutter")):
            out.append(f"\n{title}:")
            out.extend(f"  {t}" for t in self.tally(key))
        long_share = sum(c.bundles for c in self.cuts if c.is_long) / self.total_bundles
        out.append(f"\nLong rods (>=200 cm): {long_share:.0%} of bundles")
        if self.rejects:
            out.append(f"\nSkipped {len(self.rejects)} bad lines:")
            out.extend(f"  line {n}: {why}" for n, why in self.rejects)
        days = sorted({c.day for c in self.cuts})
        summary = {"cuts": len(self), "bundles": self.total_bundles,
                   "top_variety": self.tally("variety")[0].name,
                   "first": days[0].isoformat(), "last": days[-1].isoformat(),
                   "skipped": len(self.rejects)}
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    print(Harvest().load(sys.argv[1] if len(sys.argv) > 1 else DATA).report())
