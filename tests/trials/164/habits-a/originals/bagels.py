#!/usr/bin/env python3
"""Bagel shop kettle log: yield per variety and oven, with bad rows reported."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

OVENS = {"A", "B"}
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "bagel_batches.txt"


@dataclass
class Batch:
    date: str
    variety: str
    dozens: int
    boil_seconds: int
    rejects: int
    oven: str

    @property
    def bagels(self):
        return self.dozens * 12

    @property
    def good(self):
        return self.bagels - self.rejects

    @property
    def reject_rate(self):
        return self.rejects / self.bagels if self.bagels else 0.0


def parse_line(line, line_no):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise ValueError(f"line {line_no}: expected 6 fields, got {len(parts)}")
    date, variety, dozens, boil, rejects, oven = parts
    try:
        dozens, boil, rejects = int(dozens), int(boil), int(rejects)
    except ValueError as exc:
        raise ValueError(f"line {line_no}: not a number ({exc})") from None
    if oven not in OVENS:
        raise ValueError(f"line {line_no}: unknown oven {oven!r}")
    if not 0 <= rejects <= dozens * 12:
        raise ValueError(f"line {line_no}: {rejects} rejects from {dozens * 12} bagels")
    return Batch(date, variety, dozens, boil, rejects, oven)


def load(text):
    batches, problems = [], []
    for no, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            batches.append(parse_line(line, no))
        except ValueError as err:
            problems.append(str(err))
    return batches, problems


def report(text):
    batches, problems = load(text)
    by_variety = defaultdict(list)
    for b in batches:
        by_variety[b.variety].append(b)
    oven_good = Counter()
    for b in batches:
        oven_good[b.oven] += b.good

    out = ["BAGEL KETTLE REPORT", "-" * 19]
    out.append(f"{'Variety':<16}{'Batches':>8}{'Good':>7}{'Reject%':>9}{'AvgBoil':>9}")
    rows = sorted(by_variety.items(), key=lambda kv: (-sum(b.good for b in kv[1]), kv[0]))
    for variety, group in rows:
        good = sum(b.good for b in group)
        made = sum(b.bagels for b in group)
        pct = 100 * (made - good) / made
        boil = mean(b.boil_seconds for b in group)
        out.append(f"{variety:<16}{len(group):>8}{good:>7}{pct:>9.2f}{boil:>9.1f}")

    out.append("")
    out.append("Good bagels per oven:")
    out.extend(f"  oven {oven}: {n:,}" for oven, n in sorted(oven_good.items()))
    worst = max(batches, key=lambda b: b.reject_rate)
    out.append(f"Worst batch: {worst.date} {worst.variety} ({worst.reject_rate:.1%} rejected)")

    if problems:
        out.append("")
        out.append(f"Skipped {len(problems)} bad line(s):")
        out.extend(f"  {p}" for p in problems)

    total_good = sum(b.good for b in batches)
    summary = {
        "batches": len(batches),
        "skipped": len(problems),
        "good": total_good,
        "varieties": len(by_variety),
        "best_variety": rows[0][0] if rows else None,
        "reject_rate": round(1 - total_good / sum(b.bagels for b in batches), 4),
    }
    out.append("")
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FILE
    print(report(path.read_text()))
