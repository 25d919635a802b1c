#!/usr/bin/env python3
"""Bell foundry casting report (object-oriented)."""
from __future__ import annotations

import json
import math
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Casting:
    cast_id: str
    date: str
    bell: str
    alloy: str
    weight_kg: float
    note_hz: float
    target_hz: float
    defect: bool

    @classmethod
    def from_csv(cls, line: str) -> "Casting":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 8:
            raise BadLine(f"expected 8 fields, got {len(parts)}")
        cast_id, date, bell, alloy, weight, note, target, defect = parts
        try:
            weight_kg, note_hz, target_hz = float(weight), float(note), float(target)
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if weight_kg <= 0:
            raise BadLine(f"weight must be positive, got {weight_kg}")
        return cls(cast_id, date, bell, alloy, weight_kg, note_hz, target_hz,
                   defect.lower() == "yes")

    @property
    def cents_off(self) -> float:
        return 1200 * math.log2(self.note_hz / self.target_hz)

    @property
    def in_tune(self) -> bool:
        return abs(self.cents_off) <= 5.0

    @property
    def accepted(self) -> bool:
        return self.in_tune and not self.defect

    def __str__(self) -> str:
        status = "OK" if self.accepted else ("DEFECT" if self.defect else "RETUNE")
        return (f"{self.cast_id:<6} {self.bell:<9} {self.alloy:<7} "
                f"{self.weight_kg:>7.1f} kg {self.cents_off:>+6.1f} c  {status}")


@dataclass
class Foundry:
    castings: list[Casting] = field(default_factory=list)
    rejects: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, text: str) -> "Foundry":
        foundry = cls()
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#") or line.startswith("cast_id"):
                continue
            try:
                foundry.castings.append(Casting.from_csv(line))
            except BadLine as err:
                foundry.rejects.append((lineno, str(err)))
        return foundry

    def __len__(self) -> int:
        return len(self.castings)

    def __iter__(self):
        return iter(self.castings)

    @property
    def metal_by_alloy(self) -> dict[str, float]:
        totals: dict[str, float] = defaultdict(float)
        for c in self:
            totals[c.alloy] += c.weight_kg
        return dict(sorted(totals.items()))

    @property
    def acceptance_rate(self) -> float:
        return sum(c.accepted for c in self) / len(self) if self else 0.0

    def report(self) -> str:
        lines = ["Bell foundry casting report", "=" * 27]
        lines += [str(c) for c in self]
        lines.append("")
        for alloy, kg in self.metal_by_alloy.items():
            lines.append(f"{alloy:<7} {kg:>8.1f} kg poured")
        for lineno, why in self.rejects:
            lines.append(f"skipped line {lineno}: {why}")
        worst = max(self, key=lambda c: abs(c.cents_off))
        summary = {
            "castings": len(self),
            "accepted": sum(c.accepted for c in self),
            "acceptance_rate": round(self.acceptance_rate, 3),
            "worst": worst.cast_id,
            "skipped": len(self.rejects),
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/castings.csv")
    print(Foundry.load(path.read_text()).report())
