#!/usr/bin/env python3
"""Hay bale delivery report: reads a pipe-separated log of deliveries and
summarises tonnage and takings per farm and per bale type."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

BALE_TYPES = {"small", "round", "square"}
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "hay_deliveries.txt"


@dataclass(frozen=True)
class Delivery:
    date: str
    farm: str
    bale: str
    count: int
    kg_each: float
    price_each: float

    @property
    def tonnes(self) -> float:
        return self.count * self.kg_each / 1000

    @property
    def value(self) -> float:
        return self.count * self.price_each


def parse(line: str, line_no: int) -> Delivery:
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        raise ValueError(f"line {line_no}: expected 6 fields, got {len(fields)}")
    date, farm, bale, count, kg, price = fields
    if bale not in BALE_TYPES:
        raise ValueError(f"line {line_no}: unknown bale type {bale!r}")
    try:
        d = Delivery(date, farm, bale, int(count), float(kg), float(price))
    except ValueError:
        raise ValueError(f"line {line_no}: bad number") from None
    if d.count <= 0:
        raise ValueError(f"line {line_no}: count must be positive")
    return d


def load(text: str):
    deliveries, problems = [], []
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            deliveries.append(parse(line, n))
        except ValueError as e:
            problems.append(str(e))
    return deliveries, problems


def report(text: str) -> str:
    deliveries, problems = load(text)
    lines = ["HAY BALE DELIVERIES", "-" * 46]

    by_farm = defaultdict(list)
    for d in deliveries:
        by_farm[d.farm].append(d)

    lines.append(f"{'Farm':<14}{'Loads':>6}{'Bales':>7}{'Tonnes':>9}{'Value £':>10}")
    for farm, ds in sorted(by_farm.items()):
        bales = sum(d.count for d in ds)
        tonnes = sum(d.tonnes for d in ds)
        value = sum(d.value for d in ds)
        lines.append(f"{farm:<14}{len(ds):>6}{bales:>7,}{tonnes:>9.2f}{value:>10,.2f}")

    lines.append("")
    bale_counts = Counter()
    for d in deliveries:
        bale_counts[d.bale] += d.count
    lines.append("Bales by type:")
    for bale, n in bale_counts.most_common():
        share = n / sum(bale_counts.values())
        lines.append(f"  {bale:<7} {n:>5}  {share:6.1%}")

    price_per_tonne = {b: sum(d.value for d in deliveries if d.bale == b) /
                       sum(d.tonnes for d in deliveries if d.bale == b)
                       for b in sorted(bale_counts)}
    lines.append("")
    lines.append("Price per tonne: " + ", ".join(f"{b} £{p:.0f}" for b, p in price_per_tonne.items()))

    biggest = max(deliveries, key=lambda d: d.value)
    lines.append(f"Biggest load: {biggest.farm} on {biggest.date}, {biggest.count} {biggest.bale} bales (£{biggest.value:,.2f})")

    if problems:
        lines.append("")
        lines.append(f"Skipped {len(problems)} bad line(s):")
        lines.extend(f"  * {p}" for p in problems)

    summary = {
        "deliveries": len(deliveries),
        "skipped": len(problems),
        "bales": sum(bale_counts.values()),
        "tonnes": round(sum(d.tonnes for d in deliveries), 3),
        "value": round(sum(d.value for d in deliveries), 2),
        "farms": sorted(by_farm),
        "cheapestPerTonne": min(price_per_tonne, key=price_per_tonne.get),
    }
    lines.append("")
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FILE
    print(report(path.read_text(encoding="utf-8")))
