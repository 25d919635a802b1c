#!/usr/bin/env python3
"""Chocolatier tempering log: which batches stayed in their working window."""
import json
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "tempering.csv"

# Working-temperature window per chocolate type, in degrees C.
WINDOWS = {
    "dark": (31.0, 32.0),
    "milk": (29.0, 30.0),
    "white": (28.0, 29.0),
    "ruby": (29.0, 30.0),
}


class BadLine(ValueError):
    pass


@dataclass
class Batch:
    batch_id: str
    chocolate: str
    mass_kg: float
    melt_c: float
    cool_c: float
    work_c: float
    snap_ok: bool

    @classmethod
    def parse(cls, line: str) -> "Batch":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        bid, choc, mass, melt, cool, work, snap = parts
        if choc not in WINDOWS:
            raise BadLine(f"unknown chocolate {choc!r}")
        try:
            mass_kg, melt_c, cool_c, work_c = map(float, (mass, melt, cool, work))
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if mass_kg <= 0:
            raise BadLine(f"mass must be positive, got {mass_kg}")
        return cls(bid, choc, mass_kg, melt_c, cool_c, work_c, snap == "yes")

    @property
    def in_window(self) -> bool:
        low, high = WINDOWS[self.chocolate]
        return low <= self.work_c <= high

    @property
    def good(self) -> bool:
        return self.in_window and self.snap_ok

    def __str__(self) -> str:
        mark = "OK " if self.good else "BAD"
        return (f"{mark} {self.batch_id:<5} {self.chocolate:<6} {self.mass_kg:5.1f} kg"
                f"  melt {self.melt_c:4.1f}  cool {self.cool_c:4.1f}  work {self.work_c:4.1f}")


@dataclass
class TemperingLog:
    batches: list = field(default_factory=list)
    rejected: list = field(default_factory=list)

    @classmethod
    def load(cls, path: Path) -> "TemperingLog":
        log = cls()
        for lineno, raw in enumerate(path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                log.batches.append(Batch.parse(line))
            except BadLine as exc:
                log.rejected.append((lineno, str(exc)))
        return log

    def __len__(self) -> int:
        return len(self.batches)

    def __iter__(self):
        return iter(self.batches)

    @property
    def good_mass(self) -> float:
        return sum(b.mass_kg for b in self if b.good)

    def by_type(self) -> dict:
        out = {}
        for b in self:
            good, total = out.get(b.chocolate, (0, 0))
            out[b.chocolate] = (good + b.good, total + 1)
        return out


def main() -> None:
    log = TemperingLog.load(DATA)
    print("Tempering report")
    print("=" * 16)
    for batch in log:
        print(batch)
    print()
    for choc, (good, total) in sorted(log.by_type().items()):
        print(f"{choc:<6} {good}/{total} good ({good / total:.0%})")
    for lineno, reason in log.rejected:
        print(f"skipped line {lineno}: {reason}")
    good = sum(1 for b in log if b.good)
    summary = {"batches": len(log), "good": good, "rejected": len(log.rejected),
               "good_kg": round(log.good_mass, 2)}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
