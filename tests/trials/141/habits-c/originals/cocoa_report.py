#!/usr/bin/env python3
"""Cocoa fermentation box report: peak temperatures, pH drift and turning."""
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "cocoa_boxes.csv"
TARGET_PEAK = 45.0


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Reading:
    box: str
    batch: str
    day: int
    temp_c: float
    ph: float
    turned: bool

    @classmethod
    def parse(cls, line: str) -> "Reading":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        box, batch, day, temp, ph, turned = parts
        if turned not in ("yes", "no"):
            raise BadLine(f"turned must be yes/no, got {turned!r}")
        try:
            return cls(box, batch, int(day), float(temp), float(ph), turned == "yes")
        except ValueError as exc:
            raise BadLine(str(exc)) from None


@dataclass
class Box:
    name: str
    batch: str
    readings: list = field(default_factory=list)

    def add(self, r: Reading) -> None:
        self.readings.append(r)

    def __len__(self) -> int:
        return len(self.readings)

    @property
    def peak(self) -> float:
        return max(r.temp_c for r in self.readings)

    @property
    def ph_rise(self) -> float:
        ordered = sorted(self.readings, key=lambda r: r.day)
        return ordered[-1].ph - ordered[0].ph

    @property
    def turn_rate(self) -> float:
        return sum(r.turned for r in self.readings) / len(self)

    @property
    def ok(self) -> bool:
        return self.peak >= TARGET_PEAK

    def __str__(self) -> str:
        flag = "ok" if self.ok else "COOL"
        return (f"{self.name:<4} {self.batch:<11} days={len(self):>2} "
                f"peak={self.peak:5.1f}C dpH={self.ph_rise:+.2f} "
                f"turned={self.turn_rate:4.0%} {flag}")


class Log:
    def __init__(self, text: str):
        self.boxes: dict[str, Box] = {}
        self.skipped: list[str] = []
        for n, line in enumerate(text.splitlines(), start=1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                r = Reading.parse(line)
            except BadLine as exc:
                self.skipped.append(f"line {n}: {exc}")
                continue
            self.boxes.setdefault(r.box, Box(r.box, r.batch)).add(r)

    def __iter__(self):
        return iter(sorted(self.boxes.values(), key=lambda b: b.name))

    def by_batch(self) -> dict[str, list[Box]]:
        out = defaultdict(list)
        for box in self:
            out[box.batch].append(box)
        return dict(out)


def main() -> None:
    log = Log(DATA.read_text())
    print("Cocoa fermentation boxes")
    print("=" * 24)
    for box in log:
        print(box)
    print()
    for batch, boxes in sorted(log.by_batch().items()):
        mean_peak = sum(b.peak for b in boxes) / len(boxes)
        print(f"batch {batch}: {len(boxes)} boxes, mean peak {mean_peak:.1f}C")
    for msg in log.skipped:
        print(f"skipped {msg}")
    summary = {
        "boxes": len(log.boxes),
        "readings": sum(len(b) for b in log),
        "cool_boxes": [b.name for b in log if not b.ok],
        "hottest": max(log, key=lambda b: b.peak).name,
        "skipped": len(log.skipped),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
