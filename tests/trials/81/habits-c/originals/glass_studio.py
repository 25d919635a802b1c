#!/usr/bin/env python3
"""Glassblowing studio: commission profitability report."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

HOURLY_RATE = 38.0
DATA = Path(__file__).resolve().parent.parent / "root" / "glass_commissions.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Commission:
    ref: str
    client: str
    piece: str
    colour: str
    hours: float
    materials: float
    quoted: float
    status: str

    @classmethod
    def parse(cls, line: str) -> "Commission":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 8:
            raise BadLine(f"expected 8 fields, got {len(parts)}")
        ref, client, piece, colour, hours, materials, quoted, status = parts
        try:
            h, m, q = float(hours), float(materials), float(quoted)
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if h <= 0:
            raise BadLine(f"hours must be positive, got {h:g}")
        return cls(ref, client, piece, colour, h, m, q, status)

    @property
    def cost(self) -> float:
        return self.hours * HOURLY_RATE + self.materials

    @property
    def margin(self) -> float:
        return self.quoted - self.cost

    @property
    def margin_pct(self) -> float:
        return 100 * self.margin / self.quoted if self.quoted else 0.0

    @property
    def billable(self) -> bool:
        return self.status != "cancelled"

    def __str__(self) -> str:
        return (f"{self.ref:<7} {self.client:<14} {self.piece:<15} "
                f"{self.hours:>5.2f}h {self.cost:>8.2f} {self.quoted:>8.2f} "
                f"{self.margin:>+8.2f} ({self.margin_pct:5.1f}%)")


@dataclass
class Studio:
    commissions: list[Commission] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, path: Path) -> "Studio":
        studio = cls()
        for lineno, raw in enumerate(path.read_text().splitlines(), start=1):
            if not raw.strip() or raw.startswith("#"):
                continue
            try:
                studio.commissions.append(Commission.parse(raw))
            except BadLine as err:
                studio.rejected.append((lineno, str(err)))
        return studio

    def __len__(self) -> int:
        return len(self.commissions)

    def __iter__(self):
        return iter(sorted(self.commissions, key=lambda c: c.margin, reverse=True))

    def billable(self) -> list[Commission]:
        return [c for c in self if c.billable]

    def by_client(self) -> dict[str, float]:
        totals: dict[str, float] = defaultdict(float)
        for c in self.billable():
            totals[c.client] += c.quoted
        return dict(sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])))


def main() -> None:
    studio = Studio.load(DATA)
    print(f"Glass studio commissions ({len(studio)} read, {len(studio.rejected)} rejected)")
    print("-" * 72)
    for c in studio:
        flag = "" if c.billable else "  [cancelled]"
        print(f"{c}{flag}")
    print("-" * 72)
    for lineno, why in studio.rejected:
        print(f"skipped line {lineno}: {why}")
    print("Revenue by client:")
    for client, total in studio.by_client().items():
        print(f"  {client:<14} {total:>9.2f}")
    billable = studio.billable()
    revenue = sum(c.quoted for c in billable)
    margin = sum(c.margin for c in billable)
    best = max(billable, key=lambda c: c.margin_pct)
    summary = {
        "commissions": len(billable),
        "revenue": round(revenue, 2),
        "margin": round(margin, 2),
        "best": best.ref,
        "rejected": len(studio.rejected),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
