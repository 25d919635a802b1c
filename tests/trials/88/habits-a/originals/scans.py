#!/usr/bin/env python3
"""Archive digitisation: report on scanning batches from a TSV log."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from statistics import mean

FIELDS = ("batch", "collection", "operator", "pages", "rejected", "minutes", "dpi")


@dataclass
class Batch:
    batch: str
    collection: str
    operator: str
    pages: int
    rejected: int
    minutes: int
    dpi: int

    @property
    def good(self):
        return self.pages - self.rejected

    @property
    def pages_per_hour(self):
        return self.good * 60 / self.minutes

    @property
    def reject_rate(self):
        return self.rejected / self.pages


def parse(line, lineno):
    parts = line.split("\t")
    if len(parts) != len(FIELDS):
        raise ValueError(f"line {lineno}: {len(parts)} fields, wanted {len(FIELDS)}")
    row = dict(zip(FIELDS, parts))
    try:
        nums = {k: int(row[k]) for k in ("pages", "rejected", "minutes", "dpi")}
    except ValueError as exc:
        raise ValueError(f"line {lineno}: {exc}") from None
    if nums["minutes"] <= 0:
        raise ValueError(f"line {lineno}: minutes must be positive")
    return Batch(**{**row, **nums})


def load(text):
    batches, problems = [], []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if lineno == 1 or not line.strip():
            continue
        try:
            batches.append(parse(line, lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return batches, problems


def report(text):
    batches, problems = load(text)
    out = ["DIGITISATION BATCHES", "-" * 20]

    by_collection = defaultdict(list)
    for b in batches:
        by_collection[b.collection].append(b)
    out.append(f"{'collection':<18}{'batches':>8}{'good pages':>12}{'reject %':>10}")
    for name, group in sorted(by_collection.items(), key=lambda kv: -sum(b.good for b in kv[1])):
        pages = sum(b.pages for b in group)
        rejected = sum(b.rejected for b in group)
        out.append(f"{name:<18}{len(group):>8}{pages - rejected:>12,}{rejected / pages:>10.1%}")

    out.append("")
    speed = {op: mean(b.pages_per_hour for b in batches if b.operator == op)
             for op in sorted({b.operator for b in batches})}
    for op, pph in sorted(speed.items(), key=lambda kv: kv[1], reverse=True):
        out.append(f"  {op:<8} {pph:7.1f} good pages/hour")

    dpi_counts = Counter(b.dpi for b in batches)
    out.append("DPI mix: " + ", ".join(f"{dpi}dpi x{n}" for dpi, n in sorted(dpi_counts.items())))
    worst = max(batches, key=lambda b: b.reject_rate)
    out.append(f"Worst batch: {worst.batch} ({worst.collection}) {worst.reject_rate:.2%} rejected")

    if problems:
        out.append(f"Skipped {len(problems)} line(s):")
        out.extend(f"  ! {p}" for p in problems)

    total_good = sum(b.good for b in batches)
    total_hours = sum(b.minutes for b in batches) / 60
    summary = {
        "batches": len(batches),
        "skipped": len(problems),
        "good_pages": total_good,
        "hours": round(total_hours, 2),
        "fastest": max(speed, key=speed.get),
        "reject_rate": round(sum(b.rejected for b in batches) / sum(b.pages for b in batches), 4),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/scan_batches.tsv"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))
