#!/usr/bin/env python3
"""Fireworks display shell inventory report (object-oriented)."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "shells.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Shell:
    shell_id: str
    calibre_mm: int
    effect: str
    qty: int
    unit_cost: float
    status: str

    @classmethod
    def parse(cls, line: str) -> "Shell":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        sid, cal, effect, qty, cost, status = parts
        try:
            calibre, count, price = int(cal), int(qty), float(cost)
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if count < 0:
            raise BadLine(f"negative quantity {count}")
        return cls(sid, calibre, effect, count, price, status)

    @property
    def value(self) -> float:
        return self.qty * self.unit_cost

    @property
    def usable(self) -> bool:
        return self.status == "ready"

    def __str__(self) -> str:
        flag = "" if self.usable else f"  [{self.status}]"
        return (f"{self.shell_id:<6} {self.calibre_mm:>4}mm {self.effect:<14}"
                f"{self.qty:>4} x {self.unit_cost:>6.2f} = {self.value:>8.2f}{flag}")


@dataclass
class Inventory:
    shells: list[Shell] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, text: str) -> "Inventory":
        inv = cls()
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("shell_id"):
                continue
            try:
                inv.shells.append(Shell.parse(line))
            except BadLine as err:
                inv.rejected.append((lineno, str(err)))
        return inv

    def __len__(self) -> int:
        return len(self.shells)

    def __iter__(self):
        return iter(sorted(self.shells, key=lambda s: (s.calibre_mm, s.shell_id)))

    @property
    def ready(self) -> list[Shell]:
        return [s for s in self.shells if s.usable]

    def by_calibre(self) -> dict[int, int]:
        counts: dict[int, int] = defaultdict(int)
        for s in self.ready:
            counts[s.calibre_mm] += s.qty
        return dict(sorted(counts.items()))

    @property
    def total_value(self) -> float:
        return sum(s.value for s in self.ready)


def main() -> None:
    inv = Inventory.load(DATA.read_text())
    print("FIREWORKS SHELL INVENTORY")
    print("=" * 48)
    for shell in inv:
        print(shell)
    print("-" * 48)
    for calibre, qty in inv.by_calibre().items():
        print(f"{calibre:>4}mm ready: {qty:>4} shells")
    for lineno, why in inv.rejected:
        print(f"skipped line {lineno}: {why}")
    held = len(inv) - len(inv.ready)
    print(f"ready value: {inv.total_value:.2f} ({held} held back)")
    summary = {
        "shells": len(inv),
        "ready": len(inv.ready),
        "ready_units": sum(inv.by_calibre().values()),
        "ready_value": round(inv.total_value, 2),
        "rejected": len(inv.rejected),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
