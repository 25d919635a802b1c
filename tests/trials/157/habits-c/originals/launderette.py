"""Daily machine report for a self-service launderette."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

KINDS = {"washer", "dryer"}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Cycle:
    machine: str
    kind: str
    start: int  # minutes after midnight
    minutes: int
    price_pence: int
    fault: bool

    @classmethod
    def parse(cls, line: str) -> "Cycle":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadLine(f"expected 6 fields, got {len(parts)}")
        machine, kind, start, minutes, price, status = parts
        if kind not in KINDS:
            raise BadLine(f"unknown kind {kind!r}")
        try:
            hh, mm = (int(x) for x in start.split(":"))
            mins, pence = int(minutes), int(price)
        except ValueError as exc:
            raise BadLine(f"not a number: {exc}") from None
        if not (0 <= hh < 24 and 0 <= mm < 60):
            raise BadLine(f"bad time {start}")
        if pence < 0:
            raise BadLine(f"negative price {pence}")
        if status not in ("ok", "fault"):
            raise BadLine(f"unknown status {status!r}")
        return cls(machine, kind, hh * 60 + mm, mins, pence, status == "fault")

    @property
    def revenue(self) -> int:
        return 0 if self.fault else self.price_pence


@dataclass
class Machine:
    name: str
    kind: str
    cycles: list[Cycle] = field(default_factory=list)

    def add(self, cycle: Cycle) -> None:
        self.cycles.append(cycle)

    @property
    def runs(self) -> int:
        return sum(1 for c in self.cycles if not c.fault)

    @property
    def faults(self) -> int:
        return sum(1 for c in self.cycles if c.fault)

    @property
    def busy_minutes(self) -> int:
        return sum(c.minutes for c in self.cycles if not c.fault)

    @property
    def takings(self) -> int:
        return sum(c.revenue for c in self.cycles)

    def __lt__(self, other: "Machine") -> bool:
        return (-self.takings, self.name) < (-other.takings, other.name)

    def __str__(self) -> str:
        return (f"{self.name:<4}{self.kind:<8}{self.runs:>5}{self.faults:>7}"
                f"{self.busy_minutes:>7}  £{self.takings / 100:>6.2f}")


class Launderette:
    def __init__(self) -> None:
        self.machines: dict[str, Machine] = {}
        self.rejected: list[tuple[int, str]] = []

    def load(self, text: str) -> None:
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith("machine,"):
                continue
            try:
                cycle = Cycle.parse(line)
            except BadLine as err:
                self.rejected.append((lineno, str(err)))
                continue
            m = self.machines.setdefault(cycle.machine, Machine(cycle.machine, cycle.kind))
            m.add(cycle)

    def __iter__(self):
        return iter(sorted(self.machines.values()))

    def __len__(self) -> int:
        return len(self.machines)

    @property
    def total_pence(self) -> int:
        return sum(m.takings for m in self.machines.values())

    def by_kind(self) -> dict[str, int]:
        totals: dict[str, int] = defaultdict(int)
        for m in self.machines.values():
            totals[m.kind] += m.takings
        return dict(totals)


def main(path: str = "root/launderette.csv") -> None:
    shop = Launderette()
    shop.load(Path(path).read_text())
    print("Launderette machine report")
    print(f"{'ID':<4}{'KIND':<8}{'RUNS':>5}{'FAULTS':>7}{'MINS':>7}  {'TAKINGS':>7}")
    for machine in shop:
        print(machine)
    for kind, pence in sorted(shop.by_kind().items()):
        print(f"{kind} takings: £{pence / 100:.2f}")
    for lineno, why in shop.rejected:
        print(f"skipped line {lineno}: {why}")
    busiest = next(iter(shop)).name if len(shop) else None
    summary = {
        "machines": len(shop),
        "cycles": sum(m.runs for m in shop),
        "faults": sum(m.faults for m in shop),
        "takings": round(shop.total_pence / 100, 2),
        "top": busiest,
        "skipped": len(shop.rejected),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(*sys.argv[1:])
