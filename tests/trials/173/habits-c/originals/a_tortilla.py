#!/usr/bin/env python3
"""Tortilla factory press-line report (object-oriented)."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

REJECT_ALERT = 0.04  # flag batches with more than 4% rejects


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Batch:
    date: str
    line: str
    batch_id: str
    dough: str
    pressed: int
    rejects: int
    comal_temp: float

    @classmethod
    def parse(cls, raw: str) -> "Batch":
        parts = [p.strip() for p in raw.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        date, line, batch_id, dough, pressed, rejects, temp = parts
        try:
            batch = cls(date, line, batch_id, dough, int(pressed), int(rejects), float(temp))
        except ValueError as exc:
            raise BadLine(f"bad number: {exc}") from None
        if batch.rejects > batch.pressed:
            raise BadLine(f"rejects {batch.rejects} exceed pressed {batch.pressed}")
        return batch

    @property
    def good(self) -> int:
        return self.pressed - self.rejects

    @property
    def reject_rate(self) -> float:
        return self.rejects / self.pressed if self.pressed else 0.0

    @property
    def flagged(self) -> bool:
        return self.reject_rate > REJECT_ALERT


@dataclass
class LineStats:
    name: str
    batches: list[Batch] = field(default_factory=list)

    def add(self, batch: Batch) -> None:
        self.batches.append(batch)

    def __len__(self) -> int:
        return len(self.batches)

    @property
    def pressed(self) -> int:
        return sum(b.pressed for b in self.batches)

    @property
    def good(self) -> int:
        return sum(b.good for b in self.batches)

    @property
    def avg_temp(self) -> float:
        return sum(b.comal_temp for b in self.batches) / len(self) if self.batches else 0.0

    def __lt__(self, other: "LineStats") -> bool:
        return self.name < other.name

    def __str__(self) -> str:
        yield_pct = 100 * self.good / self.pressed if self.pressed else 0.0
        return (f"{self.name:<4} {len(self):>3} batches {self.pressed:>6} pressed "
                f"{self.good:>6} good  yield {yield_pct:5.1f}%  comal {self.avg_temp:6.1f}C")


class PressLog:
    def __init__(self) -> None:
        self.lines: dict[str, LineStats] = {}
        self.by_dough: defaultdict[str, int] = defaultdict(int)
        self.skipped: list[tuple[int, str]] = []
        self.flagged: list[Batch] = []

    @classmethod
    def from_file(cls, path: Path) -> "PressLog":
        log = cls()
        for lineno, raw in enumerate(path.read_text().splitlines(), start=1):
            if not raw.strip() or raw.startswith("#"):
                continue
            try:
                batch = Batch.parse(raw)
            except BadLine as exc:
                log.skipped.append((lineno, str(exc)))
                continue
            log.lines.setdefault(batch.line, LineStats(batch.line)).add(batch)
            log.by_dough[batch.dough] += batch.good
            if batch.flagged:
                log.flagged.append(batch)
        return log

    def __iter__(self):
        return iter(sorted(self.lines.values()))

    def report(self) -> str:
        out = ["TORTILLA PRESS LINE REPORT", "=" * 26]
        out += [str(stats) for stats in self]
        out.append("Good tortillas by dough:")
        for dough, good in sorted(self.by_dough.items(), key=lambda kv: -kv[1]):
            out.append(f"  {dough:<10} {good:>6}")
        for b in self.flagged:
            out.append(f"ALERT {b.batch_id} on {b.line}: {b.reject_rate:.1%} rejects")
        for lineno, why in self.skipped:
            out.append(f"skipped line {lineno}: {why}")
        pressed = sum(s.pressed for s in self)
        good = sum(s.good for s in self)
        summary = {"batches": sum(len(s) for s in self), "pressed": pressed, "good": good,
                   "yield_pct": round(100 * good / pressed, 2) if pressed else 0.0,
                   "flagged": [b.batch_id for b in self.flagged], "skipped": len(self.skipped)}
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/tortilla_press.csv")
    print(PressLog.from_file(path).report())
