"""Street tree survey summary."""
from __future__ import annotations

import csv
import io
import json
from collections import Counter, defaultdict
from dataclasses import dataclass

CURRENT_YEAR = 2024
CONDITION_SCORE = {"good": 3, "fair": 2, "poor": 1, "dead": 0}


@dataclass
class Tree:
    tree_id: str
    street: str
    species: str
    dbh_cm: float
    height_m: float
    condition: str
    planted: int | None = None

    @property
    def age(self) -> int | None:
        return CURRENT_YEAR - self.planted if self.planted else None

    @property
    def needs_inspection(self) -> bool:
        return self.condition in ("poor", "dead") or (self.dbh_cm >= 80 and (self.age or 0) > 60)


def parse_trees(text: str) -> list[Tree]:
    trees = []
    for row in csv.DictReader(io.StringIO(text.strip())):
        try:
            trees.append(Tree(
                tree_id=row["id"],
                street=row["street"].strip().title(),
                species=row["species"].strip().lower(),
                dbh_cm=float(row["dbh_cm"]),
                height_m=float(row["height_m"]),
                condition=row["condition"].strip().lower(),
                planted=int(row["planted"]) if row["planted"].strip() else None,
            ))
        except (KeyError, ValueError):
            continue
    return trees


def species_stats(trees, top=3):
    groups = defaultdict(list)
    for t in trees:
        groups[t.species].append(t)
    stats = []
    for species, members in groups.items():
        mean_dbh = sum(t.dbh_cm for t in members) / len(members)
        health = sum(CONDITION_SCORE.get(t.condition, 0) for t in members) / len(members)
        stats.append((species, len(members), round(mean_dbh, 1), round(health, 2)))
    return sorted(stats, key=lambda s: (-s[1], s[0]))[:top]


def street_health(trees):
    by_street = defaultdict(Counter)
    for t in trees:
        by_street[t.street][t.condition] += 1
    return {street: dict(c) for street, c in sorted(by_street.items())}


def render(trees, top=3):
    lines = [f"{len(trees)} trees surveyed"]
    for i, (species, n, dbh, health) in enumerate(species_stats(trees, top), start=1):
        lines.append(f"{i}. {species:<22} x{n:>2}  dbh {dbh:6.1f} cm  health {health:.2f}")
    flagged = [t for t in trees if t.needs_inspection]
    ids = ", ".join(t.tree_id for t in sorted(flagged, key=lambda t: t.dbh_cm, reverse=True))
    lines.append(f"Inspect ({len(flagged)}): {ids or 'none'}")
    oldest = max((t for t in trees if t.age is not None), key=lambda t: t.age, default=None)
    if oldest:
        lines.append(f"Oldest: {oldest.tree_id} {oldest.species} ({oldest.age} yrs)")
    tallest, *_ = sorted(trees, key=lambda t: -t.height_m)
    lines.append(f"Tallest: {tallest.tree_id} at {tallest.height_m:.1f} m")
    for street, counts in street_health(trees).items():
        worst = min(counts, key=lambda c: CONDITION_SCORE.get(c, 0))
        share = counts.get("good", 0) / sum(counts.values())
        lines.append(f"{street[:14]:<14} good {share:.0%}  worst: {worst}")
    return "\n".join(lines)


def survey_report(text, top=3):
    trees = parse_trees(text)
    return render(trees, top), {"streets": street_health(trees), "count": len(trees)}
