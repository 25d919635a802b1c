#!/usr/bin/env python3
"""Brass band contest: placings per section from three judges' marks."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

MAX_MARK = 100
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "brassband.tsv"


@dataclass
class Entry:
    band: str
    section: str
    marks: tuple
    penalty: int

    @property
    def score(self):
        return round(mean(self.marks) - self.penalty, 2)

    @property
    def spread(self):
        return max(self.marks) - min(self.marks)


class BadLine(ValueError):
    pass


def parse_line(line, line_no):
    fields = [f.strip() for f in line.split("\t")]
    if len(fields) != 6:
        raise BadLine(f"line {line_no}: expected 6 fields, got {len(fields)}")
    band, section, *rest = fields
    try:
        *marks, penalty = map(int, rest)
    except ValueError:
        raise BadLine(f"line {line_no}: non-numeric mark for {band}") from None
    if any(not 0 <= m <= MAX_MARK for m in marks):
        raise BadLine(f"line {line_no}: mark out of range for {band}")
    return Entry(band, section, tuple(marks), penalty)


def load(path):
    entries, problems = [], []
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    for no, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            entries.append(parse_line(line, no))
        except BadLine as exc:
            problems.append(str(exc))
    return entries, problems


def report(path):
    entries, problems = load(path)
    by_section = defaultdict(list)
    for e in entries:
        by_section[e.section].append(e)

    out = [f"Brass band contest: {len(entries)} bands in {len(by_section)} sections", ""]
    winners = {}
    for section in sorted(by_section, key=lambda s: -mean(e.score for e in by_section[s])):
        ranked = sorted(by_section[section], key=lambda e: (-e.score, e.band))
        winners[section] = ranked[0].band
        avg = mean(e.score for e in ranked)
        out.append(f"{section} (avg {avg:.2f})")
        for place, e in enumerate(ranked, start=1):
            marks = " ".join(f"{m:>3d}" for m in e.marks)
            pen = f"-{e.penalty}" if e.penalty else ""
            out.append(f"  {place:>2}. {e.band:<22}{marks}  {e.score:>6.2f} {pen}".rstrip())
        out.append("")

    split = [e.band for e in entries if e.spread >= 3]
    out.append(f"Judges split by 3+ on: {', '.join(split) if split else 'none'}")
    penalties = Counter(e.section for e in entries if e.penalty)
    out.append("Penalties: " + ", ".join(f"{s}={n}" for s, n in sorted(penalties.items())))
    if problems:
        out.append(f"Skipped {len(problems)} lines:")
        out.extend(f"  - {p}" for p in problems)

    top = max(entries, key=lambda e: e.score)
    summary = {
        "bands": len(entries),
        "sections": len(by_section),
        "winners": winners,
        "top": {"band": top.band, "score": top.score},
        "skipped": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = argv[1] if len(argv) > 1 else DEFAULT_FILE
    print(report(path))


if __name__ == "__main__":
    main(sys.argv)
