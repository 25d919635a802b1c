#!/usr/bin/env python3
"""Perfumery blending log: cost and ingredient usage per perfume."""
import json
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "blending.log"
STRENGTHS = {"EDC", "EDT", "EDP", "PARFUM"}


@dataclass
class Addition:
    batch: str
    perfume: str
    strength: str
    ingredient: str
    grams: float
    cost_per_kg: float

    @property
    def cost(self) -> float:
        return self.grams * self.cost_per_kg / 1000


@dataclass
class Perfume:
    name: str
    batches: set = field(default_factory=set)
    grams: float = 0.0
    cost: float = 0.0
    ingredients: Counter = field(default_factory=Counter)

    @property
    def cost_per_gram(self) -> float:
        return self.cost / self.grams if self.grams else 0.0

    def add(self, a: Addition) -> None:
        self.batches.add(a.batch)
        self.grams += a.grams
        self.cost += a.cost
        self.ingredients[a.ingredient] += a.grams


def parse(line: str, lineno: int) -> Addition:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise ValueError(f"line {lineno}: expected 6 fields, got {len(parts)}")
    batch, perfume, strength, ingredient, grams, cost = parts
    strength = strength.upper()
    if strength not in STRENGTHS:
        raise ValueError(f"line {lineno}: unknown strength {strength!r}")
    try:
        grams, cost = float(grams), float(cost)
    except ValueError:
        raise ValueError(f"line {lineno}: non-numeric amount in {grams!r}/{cost!r}") from None
    if grams <= 0:
        raise ValueError(f"line {lineno}: grams must be positive, got {grams:g}")
    return Addition(batch, perfume, strength, ingredient, grams, cost)


def load(text: str):
    additions, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            additions.append(parse(line, lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return additions, problems


def summarise(additions):
    perfumes = {}
    for a in additions:
        perfumes.setdefault(a.perfume, Perfume(a.perfume)).add(a)
    return sorted(perfumes.values(), key=lambda p: (-p.cost, p.name))


def report(additions, problems) -> str:
    perfumes = summarise(additions)
    lines = ["Perfumery blending report", "=" * 25,
             f"{'Perfume':<14}{'Batches':>8}{'Grams':>9}{'Cost':>10}{'GBP/g':>8}  Main ingredient"]
    for p in perfumes:
        top, top_g = p.ingredients.most_common(1)[0]
        lines.append(f"{p.name:<14}{len(p.batches):>8}{p.grams:>9.1f}{p.cost:>10.2f}"
                     f"{p.cost_per_gram:>8.3f}  {top} ({top_g:.0f} g)")
    usage = Counter()
    for a in additions:
        usage[a.ingredient] += a.grams
    lines += ["", "Most used ingredients:"]
    lines += [f"  {i}. {name:<18}{g:>7.1f} g" for i, (name, g) in enumerate(usage.most_common(3), 1)]
    by_strength = Counter(a.strength for a in additions)
    lines += ["", "Additions by strength: " + ", ".join(f"{s}={n}" for s, n in sorted(by_strength.items()))]
    if problems:
        lines += ["", f"Rejected {len(problems)} line(s):"]
        lines += [f"  * {msg}" for msg in problems]
    total = sum(a.cost for a in additions)
    summary = {
        "perfumes": len(perfumes),
        "batches": len({a.batch for a in additions}),
        "additions": len(additions),
        "rejected": len(problems),
        "total_cost": round(total, 2),
        "priciest": perfumes[0].name if perfumes else None,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv=None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    path = Path(argv[0]) if argv else DATA
    additions, problems = load(path.read_text(encoding="utf-8"))
    print(report(additions, problems))


if __name__ == "__main__":
    main()
