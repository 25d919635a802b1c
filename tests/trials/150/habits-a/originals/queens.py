#!/usr/bin/env python3
"""Queen-rearing season report for an apiary (TSV under root/)."""
import json
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

DATA = Path(__file__).resolve().parent.parent / "root" / "queen_rearing.tsv"
FIELDS = ["batch", "yard", "graft_date", "cells_grafted", "cells_accepted", "queens_mated", "breeder"]


@dataclass
class Batch:
    batch: str
    yard: str
    graft_date: str
    grafted: int
    accepted: int
    mated: int
    breeder: str

    @property
    def acceptance(self) -> float:
        return self.accepted / self.grafted if self.grafted else 0.0

    @property
    def mating_rate(self) -> float:
        return self.mated / self.accepted if self.accepted else 0.0


def parse(lines):
    batches, problems = [], []
    header, *rows = [ln.rstrip("\n") for ln in lines]
    if header.split("\t") != FIELDS:
        raise SystemExit(f"unexpected header: {header!r}")
    for lineno, row in enumerate(rows, start=2):
        if not row.strip():
            continue
        cols = row.split("\t")
        if len(cols) != len(FIELDS):
            problems.append((lineno, f"{len(cols)} columns, want {len(FIELDS)}"))
            continue
        rec = dict(zip(FIELDS, cols))
        try:
            grafted, accepted, mated = (int(rec[k]) for k in ("cells_grafted", "cells_accepted", "queens_mated"))
        except ValueError as exc:
            problems.append((lineno, f"not a number ({exc})"))
            continue
        if not (0 <= mated <= accepted <= grafted):
            problems.append((lineno, f"counts out of order: {grafted}/{accepted}/{mated}"))
            continue
        batches.append(Batch(rec["batch"], rec["yard"], rec["graft_date"], grafted, accepted, mated, rec["breeder"]))
    return batches, problems


def report(batches, problems):
    out = ["QUEEN REARING SEASON", "=" * 44]
    by_yard = defaultdict(list)
    for b in batches:
        by_yard[b.yard].append(b)

    out.append(f"{'yard':<10}{'batches':>8}{'grafted':>9}{'accept%':>9}{'mated':>7}")
    for yard, group in sorted(by_yard.items()):
        grafted = sum(b.grafted for b in group)
        accepted = sum(b.accepted for b in group)
        mated = sum(b.mated for b in group)
        out.append(f"{yard:<10}{len(group):>8}{grafted:>9}{accepted / grafted:>9.1%}{mated:>7}")

    out.append("-" * 44)
    breeders = Counter()
    for b in batches:
        breeders[b.breeder] += b.mated
    for breeder, mated in breeders.most_common():
        out.append(f"  {breeder:<14} {mated:>3} mated queens")

    best = max(batches, key=lambda b: (b.acceptance, b.batch))
    failures = [b.batch for b in batches if b.accepted == 0]
    avg_mating = mean(b.mating_rate for b in batches if b.accepted)
    out.append(f"Best graft: {best.batch} ({best.yard}, {best.graft_date}) at {best.acceptance:.0%}")
    out.append(f"Failed grafts: {', '.join(failures) or 'none'}")
    out.append(f"Average mating rate: {avg_mating:.2%}")
    for lineno, why in problems:
        out.append(f"line {lineno} skipped: {why}")

    summary = {
        "batches": len(batches),
        "skipped": len(problems),
        "queens": sum(breeders.values()),
        "acceptance": round(sum(b.accepted for b in batches) / sum(b.grafted for b in batches), 4),
        "yards": sorted(by_yard),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main():
    with DATA.open(encoding="utf-8") as fh:
        batches, problems = parse(fh)
    print(report(batches, problems))


if __name__ == "__main__":
    main()
