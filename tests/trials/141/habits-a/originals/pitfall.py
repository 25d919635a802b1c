#!/usr/bin/env python3
"""Beetle-bank pitfall trap survey: reads root/pitfall.tsv, prints a habitat report."""
import json
import math
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "pitfall.tsv"


@dataclass(frozen=True)
class Catch:
    visit: date
    trap: str
    species: str
    count: int
    habitat: str

    @property
    def week(self) -> int:
        return self.visit.isocalendar()[1]


def parse_line(line: str, lineno: int) -> Catch:
    parts = [p.strip() for p in line.split("\t")]
    if len(parts) != 5:
        raise ValueError(f"line {lineno}: expected 5 fields, got {len(parts)}")
    visit_text, trap, species, count_text, habitat = parts
    try:
        visit = date.fromisoformat(visit_text)
    except ValueError:
        raise ValueError(f"line {lineno}: bad date {visit_text!r}") from None
    if not count_text.isdigit():
        raise ValueError(f"line {lineno}: bad count {count_text!r}")
    return Catch(visit, trap, species, int(count_text), habitat)


def load(text: str):
    catches, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            catches.append(parse_line(line, lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return catches, problems


def shannon(counts) -> float:
    total = sum(counts)
    return -sum(c / total * math.log(c / total) for c in counts if c)


def report(text: str) -> str:
    catches, problems = load(text)
    by_habitat = defaultdict(Counter)
    for c in catches:
        by_habitat[c.habitat][c.species] += c.count
    traps_by_habitat = defaultdict(set)
    for c in catches:
        traps_by_habitat[c.habitat].add(c.trap)

    lines = [f"Pitfall survey: {len(catches)} records, {len(problems)} rejected", ""]
    lines.append(f"{'Habitat':<12}{'Traps':>6}{'Beetles':>9}{'Species':>9}{'H':>7}")
    rows = sorted(by_habitat.items(), key=lambda kv: sum(kv[1].values()), reverse=True)
    for habitat, species in rows:
        total = sum(species.values())
        h = shannon(species.values())
        lines.append(
            f"{habitat:<12}{len(traps_by_habitat[habitat]):>6}{total:>9}{len(species):>9}{h:>7.3f}"
        )

    overall = Counter()
    for species in by_habitat.values():
        overall.update(species)
    lines.append("")
    lines.append("Top species:")
    grand = sum(overall.values())
    for name, n in overall.most_common(3):
        lines.append(f"  {name:<24}{n:>4}  {n / grand:6.1%}")

    weekly = Counter()
    for c in catches:
        weekly[c.week] += c.count
    busiest_week, busiest = max(weekly.items(), key=lambda kv: (kv[1], -kv[0]))
    lines.append(f"Busiest week: {busiest_week} ({busiest} beetles)")
    if problems:
        lines.append("Rejected:")
        lines.extend(f"  * {p}" for p in problems)

    summary = {
        "records": len(catches),
        "rejected": len(problems),
        "beetles": grand,
        "species": len(overall),
        "richest_habitat": max(by_habitat, key=lambda h: len(by_habitat[h])),
        "diversity": {h: round(shannon(s.values()), 3) for h, s in sorted(by_habitat.items())},
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(DATA.read_text(encoding="utf-8")))
