#!/usr/bin/env python3
"""Orchid society auction: settle lots per grower and report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

COMMISSION = 0.15


@dataclass
class Lot:
    number: int
    grower: str
    genus: str
    reserve: float
    hammer: float | None

    @property
    def sold(self) -> bool:
        return self.hammer is not None and self.hammer >= self.reserve

    @property
    def uplift(self) -> float:
        return (self.hammer - self.reserve) / self.reserve if self.sold else 0.0


def parse(line: str, lineno: int) -> Lot:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 5:
        raise ValueError(f"line {lineno}: expected 5 fields, got {len(parts)}")
    number, grower, genus, reserve, hammer = parts
    try:
        reserve_f = float(reserve)
        hammer_f = float(hammer) if hammer else None
    except ValueError:
        raise ValueError(f"line {lineno}: bad price in {reserve!r}/{hammer!r}") from None
    if reserve_f <= 0:
        raise ValueError(f"line {lineno}: reserve must be positive")
    return Lot(int(number), grower, genus, reserve_f, hammer_f)


def load(text: str):
    lots, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            lots.append(parse(line, lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return lots, problems


def report(text: str) -> str:
    lots, problems = load(text)
    by_grower = defaultdict(list)
    for lot in lots:
        by_grower[lot.grower].append(lot)

    out = ["Orchid auction settlement", "-" * 25]
    out.append(f"{'Grower':<10}{'Lots':>5}{'Sold':>5}{'Gross':>9}{'Comm.':>8}{'Net':>9}")
    totals = Counter()
    for grower, glots in sorted(by_grower.items()):
        sold = [l for l in glots if l.sold]
        gross = sum(l.hammer for l in sold)
        comm = gross * COMMISSION
        totals.update(lots=len(glots), sold=len(sold))
        totals["gross"] += gross
        totals["comm"] += comm
        out.append(f"{grower:<10}{len(glots):>5}{len(sold):>5}{gross:>9.2f}{comm:>8.2f}{gross - comm:>9.2f}")

    genus_counts = Counter(l.genus for l in lots if l.sold)
    out.append("")
    out.append("Sold by genus: " + ", ".join(f"{g} x{n}" for g, n in genus_counts.most_common()))
    unsold = [l for l in lots if not l.sold]
    if unsold:
        out.append("Unsold lots: " + ", ".join(f"#{l.number}" for l in unsold))
    best = max((l for l in lots if l.sold), key=lambda l: l.uplift, default=None)
    if best:
        out.append(f"Best uplift: lot #{best.number} {best.genus} ({best.uplift:.0%} over reserve)")
    sell_rate = totals["sold"] / totals["lots"] if totals["lots"] else 0
    out.append(f"Sell-through: {sell_rate:.1%}   Commission taken: £{totals['comm']:,.2f}")
    if problems:
        out.append(f"Skipped {len(problems)} bad line(s):")
        out.extend(f"  - {p}" for p in problems)

    summary = {
        "lots": totals["lots"],
        "sold": totals["sold"],
        "gross": round(totals["gross"], 2),
        "commission": round(totals["comm"], 2),
        "skipped": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv: list[str]) -> None:
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "orchid_lots.txt"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
