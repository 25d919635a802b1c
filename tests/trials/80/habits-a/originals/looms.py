#!/usr/bin/env python3
"""Weaving-mill loom output report."""
from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

SHIFTS = ("early", "late", "night")
DEFECT_LIMIT = 2.0  # defects per 100 m before a loom is flagged


@dataclass(frozen=True)
class Run:
    date: str
    loom: str
    shift: str
    weaver: str
    metres: float
    defects: int

    @property
    def defect_rate(self) -> float:
        return 100 * self.defects / self.metres if self.metres else 0.0


class BadLine(ValueError):
    pass


def parse(lineno: int, line: str) -> Run:
    parts = line.rstrip("\n").split("\t")
    if len(parts) != 6:
        raise BadLine(f"line {lineno}: {len(parts)} fields, wanted 6")
    date, loom, shift, weaver, metres_s, defects_s = parts
    if shift not in SHIFTS:
        raise BadLine(f"line {lineno}: unknown shift {shift!r}")
    try:
        metres, defects = float(metres_s), int(defects_s)
    except ValueError:
        raise BadLine(f"line {lineno}: not a number in {metres_s!r}/{defects_s!r}") from None
    if metres <= 0 or defects < 0:
        raise BadLine(f"line {lineno}: out of range ({metres}, {defects})")
    return Run(date, loom, shift, weaver, metres, defects)


def load(text: str) -> tuple[list[Run], list[str]]:
    runs, problems = [], []
    lines = text.splitlines()
    for lineno, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            runs.append(parse(lineno, line))
        except BadLine as exc:
            problems.append(str(exc))
    return runs, problems


def report(text: str) -> str:
    runs, problems = load(text)
    by_loom: dict[str, list[Run]] = defaultdict(list)
    for run in runs:
        by_loom[run.loom].append(run)
    out = ["LOOM OUTPUT", "=" * 44]
    out.append(f"{'Loom':<6}{'Runs':>5}{'Metres':>10}{'Defects':>9}{'Per100m':>9}")
    flagged = []
    for loom, items in sorted(by_loom.items()):
        metres = sum(r.metres for r in items)
        defects = sum(r.defects for r in items)
        rate = 100 * defects / metres
        mark = " !" if rate > DEFECT_LIMIT else ""
        if mark:
            flagged.append(loom)
        out.append(f"{loom:<6}{len(items):>5}{metres:>10.2f}{defects:>9}{rate:>9.2f}{mark}")
    out.append("-" * 44)
    shift_metres = Counter()
    for r in runs:
        shift_metres[r.shift] += r.metres
    out.append("By shift: " + ", ".join(f"{s}={shift_metres[s]:.1f}" for s in SHIFTS))
    weavers = defaultdict(list)
    for r in runs:
        weavers[r.weaver].append(r.defect_rate)
    best = min(weavers, key=lambda w: (mean(weavers[w]), w)) if weavers else None
    if best:
        out.append(f"Cleanest weaver: {best} ({mean(weavers[best]):.2f} per 100 m)")
    if problems:
        out.append(f"Rejected {len(problems)} line(s):")
        out.extend(f"  * {p}" for p in problems)
    total = sum(r.metres for r in runs)
    summary = {
        "runs": len(runs),
        "rejected": len(problems),
        "metres": round(total, 2),
        "defects": sum(r.defects for r in runs),
        "flagged": flagged,
        "best_weaver": best,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv: list[str]) -> None:
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "looms.tsv"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
