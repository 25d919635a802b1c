#!/usr/bin/env python3
"""Wool-dyeing batch report: per-colour yield and fastness, per-dyer totals."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "dyebatches.txt"


@dataclass
class Batch:
    batch: str
    dyer: str
    colour: str
    fibre: str
    skeins: int
    grams: int
    fastness: int

    @property
    def grams_per_skein(self):
        return self.grams / self.skeins


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 7:
        raise ValueError(f"line {lineno}: expected 7 fields, got {len(parts)}")
    batch, dyer, colour, fibre, *nums = parts
    try:
        skeins, grams, fastness = (int(n) for n in nums)
    except ValueError:
        raise ValueError(f"line {lineno}: not a whole number in {nums}") from None
    if not 1 <= fastness <= 5:
        raise ValueError(f"line {lineno}: fastness {fastness} outside 1-5")
    if skeins <= 0:
        raise ValueError(f"line {lineno}: no skeins")
    return Batch(batch, dyer, colour, fibre, skeins, grams, fastness)


def load(text):
    batches, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            batches.append(parse(line, lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return batches, problems


def report(text):
    batches, problems = load(text)
    by_colour = defaultdict(list)
    for b in batches:
        by_colour[b.colour].append(b)
    skeins_by_dyer = Counter()
    for b in batches:
        skeins_by_dyer[b.dyer] += b.skeins

    lines = ["DYE BATCH REPORT", f"{'Colour':<16}{'Batches':>8}{'Skeins':>8}{'g/skein':>9}{'Fast':>6}"]
    for colour, group in sorted(by_colour.items(), key=lambda kv: (-sum(b.skeins for b in kv[1]), kv[0])):
        skeins = sum(b.skeins for b in group)
        per = sum(b.grams for b in group) / skeins
        fast = mean(b.fastness for b in group)
        lines.append(f"{colour:<16}{len(group):>8}{skeins:>8}{per:>9.1f}{fast:>6.2f}")

    lines.append("")
    lines.append("Skeins by dyer:")
    for dyer, n in skeins_by_dyer.most_common():
        share = n / sum(skeins_by_dyer.values())
        lines.append(f"  {dyer:<6}{n:>4}  {share:>6.1%}")

    fibres = Counter(b.fibre for b in batches)
    lines.append("Fibres: " + ", ".join(f"{f} x{n}" for f, n in sorted(fibres.items())))
    light = [b.batch for b in batches if b.grams_per_skein < 95]
    if light:
        lines.append(f"Light skeins (<95 g): {', '.join(light)}")
    if problems:
        lines.append(f"Rejected {len(problems)} line(s):")
        lines.extend(f"  ! {p}" for p in problems)

    summary = {
        "batches": len(batches),
        "skeins": sum(b.skeins for b in batches),
        "grams": sum(b.grams for b in batches),
        "mean_fastness": round(mean(b.fastness for b in batches), 2) if batches else None,
        "top_dyer": skeins_by_dyer.most_common(1)[0][0] if batches else None,
        "rejected": len(problems),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    print(report(path.read_text(encoding="utf-8")))
