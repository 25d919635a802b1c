#!/usr/bin/env python3
"""Weekly report on scaffold tag inspections, grouped by site."""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

STATUSES = ("PASS", "ADVISORY", "FAIL")


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Inspection:
    date: str
    site: str
    tag: str
    inspector: str
    lifts: int
    height_m: float
    status: str
    defects: tuple[str, ...] = ()

    @classmethod
    def from_line(cls, line: str) -> "Inspection":
        parts = line.split(",")
        if len(parts) != 8:
            raise BadRow(f"expected 8 fields, got {len(parts)}")
        date, site, tag, inspector, lifts, height, status, defects = (p.strip() for p in parts)
        try:
            lifts_n, height_f = int(lifts), float(height)
        except ValueError as exc:
            raise BadRow(f"bad number ({exc})") from None
        if height_f <= 0:
            raise BadRow(f"height must be positive, got {height_f}")
        if status not in STATUSES:
            raise BadRow(f"unknown status {status!r}")
        found = tuple(d.strip() for d in defects.split(";") if d.strip())
        return cls(date, site, tag, inspector, lifts_n, height_f, status, found)

    @property
    def is_usable(self) -> bool:
        return self.status != "FAIL"

    @property
    def height_per_lift(self) -> float:
        return self.height_m / self.lifts if self.lifts else 0.0


@dataclass
class SiteSummary:
    name: str
    inspections: list[Inspection] = field(default_factory=list)

    def add(self, insp: Inspection) -> None:
        self.inspections.append(insp)

    def __len__(self) -> int:
        return len(self.inspections)

    def count(self, status: str) -> int:
        return sum(1 for i in self.inspections if i.status == status)

    @property
    def defects(self) -> int:
        return sum(len(i.defects) for i in self.inspections)

    @property
    def tallest(self) -> Inspection:
        return max(self.inspections, key=lambda i: i.height_m)

    def __lt__(self, other: "SiteSummary") -> bool:
        return (-self.count("FAIL"), self.name) < (-other.count("FAIL"), other.name)

    def __str__(self) -> str:
        counts = " ".join(f"{s[0]}={self.count(s)}" for s in STATUSES)
        return (f"{self.name:<18} {len(self):>3} insp  {counts}  defects={self.defects:<2} "
                f"tallest {self.tallest.tag} ({self.tallest.height_m:.1f} m)")


class InspectionLog:
    def __init__(self, text: str):
        self.sites: dict[str, SiteSummary] = {}
        self.skipped: list[tuple[int, str]] = []
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#") or line.startswith("date,"):
                continue
            try:
                insp = Inspection.from_line(line)
            except BadRow as exc:
                self.skipped.append((lineno, str(exc)))
                continue
            self.sites.setdefault(insp.site, SiteSummary(insp.site)).add(insp)

    def __iter__(self):
        return iter(sorted(self.sites.values()))

    @property
    def all(self) -> list[Inspection]:
        return [i for s in self.sites.values() for i in s.inspections]

    def report(self) -> str:
        out = ["SCAFFOLD INSPECTIONS", "=" * 20]
        out += [str(site) for site in self]
        by_inspector: dict[str, int] = defaultdict(int)
        for insp in self.all:
            by_inspector[insp.inspector] += 1
        out.append("Inspectors: " + ", ".join(f"{k} {v}" for k, v in sorted(by_inspector.items())))
        failed = [i for i in self.all if not i.is_usable]
        for insp in sorted(failed, key=lambda i: (i.date, i.tag)):
            out.append(f"  DO NOT USE {insp.tag} @ {insp.site}: {'; '.join(insp.defects)}")
        for lineno, why in self.skipped:
            out.append(f"  skipped line {lineno}: {why}")
        total = len(self.all)
        summary = {
            "inspections": total,
            "sites": len(self.sites),
            "fail": len(failed),
            "pass_rate": round(sum(i.status == "PASS" for i in self.all) / total, 3) if total else 0,
            "avg_height_per_lift": round(sum(i.height_per_lift for i in self.all) / total, 2) if total else 0,
            "skipped": len(self.skipped),
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


def main(path: str = "root/scaffold_inspections.csv") -> None:
    text = Path(path).read_text(encoding="utf-8")
    print(InspectionLog(text).report())


if __name__ == "__main__":
    main(*sys.argv[1:])
