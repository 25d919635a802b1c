#!/usr/bin/env python3
"""Season report for a fossil dig: finds per site, best specimens, rejects."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "fossil_finds.csv"

CONDITION_SCORE = {"A": 4, "B": 3, "C": 2, "D": 1}


class BadRecord(ValueError):
    pass


@dataclass(frozen=True)
class Find:
    date: str
    site: str
    layer: str
    taxon: str
    weight_g: float
    condition: str

    @classmethod
    def from_line(cls, line: str) -> "Find":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadRecord(f"expected 6 fields, got {len(parts)}")
        date, site, layer, taxon, weight, cond = parts
        try:
            w = float(weight)
        except ValueError:
            raise BadRecord(f"bad weight {weight!r}") from None
        if w <= 0:
            raise BadRecord(f"non-positive weight {w}")
        if cond not in CONDITION_SCORE:
            raise BadRecord(f"unknown condition {cond!r}")
        return cls(date, site, layer, taxon, w, cond)

    @property
    def score(self) -> float:
        return round(self.weight_g / 100 * CONDITION_SCORE[self.condition], 2)

    def __str__(self) -> str:
        return f"{self.taxon} ({self.layer}, {self.condition}) {self.weight_g:.1f} g"


@dataclass
class Site:
    name: str
    finds: list[Find] = field(default_factory=list)

    def add(self, find: Find) -> None:
        self.finds.append(find)

    def __len__(self) -> int:
        return len(self.finds)

    @property
    def total_weight(self) -> float:
        return sum(f.weight_g for f in self.finds)

    @property
    def best(self) -> Find:
        return max(self.finds, key=lambda f: f.score)

    @property
    def taxa(self) -> Counter:
        return Counter(f.taxon for f in self.finds)


class Season:
    def __init__(self) -> None:
        self.sites: dict[str, Site] = {}
        self.rejects: list[tuple[int, str]] = []

    def load(self, text: str) -> "Season":
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#") or line.startswith("date,"):
                continue
            try:
                find = Find.from_line(line)
            except BadRecord as exc:
                self.rejects.append((lineno, str(exc)))
                continue
            self.sites.setdefault(find.site, Site(find.site)).add(find)
        return self

    def __iter__(self):
        return iter(sorted(self.sites.values(), key=lambda s: (-len(s), s.name)))

    def report(self) -> str:
        out = ["FOSSIL DIG SEASON REPORT", "=" * 24]
        for site in self:
            out.append(f"{site.name:<12} {len(site):>2} finds {site.total_weight:>9.2f} g")
            taxa = ", ".join(f"{t} x{n}" for t, n in site.taxa.most_common())
            out.append(f"  taxa: {taxa}")
            out.append(f"  best: {site.best} score={site.best.score}")
        for lineno, why in self.rejects:
            out.append(f"skipped line {lineno}: {why}")
        all_finds = [f for s in self.sites.values() for f in s.finds]
        summary = {
            "sites": len(self.sites),
            "finds": len(all_finds),
            "rejected": len(self.rejects),
            "total_weight_g": round(sum(f.weight_g for f in all_finds), 2),
            "top_taxon": Counter(f.taxon for f in all_finds).most_common(1)[0][0],
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    print(Season().load(DATA.read_text()).report())
