#!/usr/bin/env python3
"""Smokehouse batch report: yield per species and per wood."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field

DATA = "root/smokehouse.csv"


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Batch:
    batch_id: str
    species: str
    date: str
    raw_kg: float
    smoked_kg: float
    hours: int
    wood: str

    @classmethod
    def parse(cls, line: str) -> "Batch":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadRow(f"expected 7 fields, got {len(parts)}")
        bid, species, date, raw, smoked, hours, wood = parts
        try:
            raw_kg, smoked_kg, h = float(raw), float(smoked), int(hours)
        except ValueError as exc:
            raise BadRow(f"bad number ({exc})") from None
        if smoked_kg > raw_kg:
            raise BadRow(f"smoked {smoked_kg} kg exceeds raw {raw_kg} kg")
        return cls(bid, species, date, raw_kg, smoked_kg, h, wood)

    @property
    def yield_pct(self) -> float:
        return 100.0 * self.smoked_kg / self.raw_kg

    @property
    def loss_kg(self) -> float:
        return self.raw_kg - self.smoked_kg


@dataclass
class Group:
    name: str
    batches: list[Batch] = field(default_factory=list)

    def add(self, batch: Batch) -> None:
        self.batches.append(batch)

    def __len__(self) -> int:
        return len(self.batches)

    @property
    def raw(self) -> float:
        return sum(b.raw_kg for b in self.batches)

    @property
    def smoked(self) -> float:
        return sum(b.smoked_kg for b in self.batches)

    @property
    def yield_pct(self) -> float:
        return 100.0 * self.smoked / self.raw if self.raw else 0.0

    def __lt__(self, other: "Group") -> bool:
        return (-self.yield_pct, self.name) < (-other.yield_pct, other.name)

    def __str__(self) -> str:
        return (f"{self.name:<10} {len(self):>3} {self.raw:>8.1f} "
                f"{self.smoked:>8.1f} {self.yield_pct:>6.1f}%")


class Smokehouse:
    def __init__(self) -> None:
        self.batches: list[Batch] = []
        self.errors: list[str] = []

    def load(self, text: str) -> "Smokehouse":
        for n, line in enumerate(text.splitlines(), start=1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                self.batches.append(Batch.parse(line))
            except BadRow as err:
                self.errors.append(f"line {n}: {err}")
        return self

    def groups(self, key: str) -> list[Group]:
        out: dict[str, Group] = defaultdict(lambda: Group(""))
        for b in self.batches:
            name = getattr(b, key)
            if not out[name].name:
                out[name].name = name
            out[name].add(b)
        return sorted(out.values())

    def report(self) -> str:
        lines = ["SMOKEHOUSE YIELD REPORT", ""]
        header = f"{'group':<10} {'n':>3} {'raw kg':>8} {'smoked':>8} {'yield':>7}"
        for key in ("species", "wood"):
            lines += [f"By {key}:", header]
            lines += [str(g) for g in self.groups(key)]
            lines.append("")
        best = max(self.batches, key=lambda b: b.yield_pct)
        lines.append(f"Best batch: {best.batch_id} ({best.species}) "
                     f"{best.yield_pct:.1f}%")
        lines.append(f"Skipped {len(self.errors)} bad line(s):")
        lines += [f"  {e}" for e in self.errors]
        total_raw = sum(b.raw_kg for b in self.batches)
        total_smoked = sum(b.smoked_kg for b in self.batches)
        summary = {
            "batches": len(self.batches),
            "skipped": len(self.errors),
            "raw_kg": round(total_raw, 1),
            "smoked_kg": round(total_smoked, 1),
            "yield_pct": round(100 * total_smoked / total_raw, 1),
            "best": best.batch_id,
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


if __name__ == "__main__":
    with open(DATA, encoding="utf-8") as fh:
        print(Smokehouse().load(fh.read()).report())
