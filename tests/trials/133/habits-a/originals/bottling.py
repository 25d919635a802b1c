#!/usr/bin/env python3
"""Weekly report for a mineral-water bottling plant."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "bottling_runs.txt"
SHIFT_MINUTES = 480


@dataclass(frozen=True)
class Run:
    date: str
    line: str
    sku: str
    filled: int
    rejects: int
    down: int

    @property
    def good(self):
        return self.filled - self.rejects

    @property
    def reject_rate(self):
        return self.rejects / self.filled * 100

    @property
    def availability(self):
        return (SHIFT_MINUTES - self.down) / SHIFT_MINUTES * 100


def parse(lines):
    runs, problems = [], []
    for no, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 6 or not all(parts):
            problems.append(f"line {no}: wrong field count or empty field")
            continue
        date, line_id, sku, *nums = parts
        try:
            filled, rejects, down = (int(n) for n in nums)
        except ValueError as exc:
            problems.append(f"line {no}: {exc}")
            continue
        if filled <= 0 or rejects > filled:
            problems.append(f"line {no}: impossible counts {filled}/{rejects}")
            continue
        runs.append(Run(date, line_id, sku, filled, rejects, down))
    return runs, problems


def by_line(runs):
    groups = defaultdict(list)
    for run in runs:
        groups[run.line].append(run)
    return dict(sorted(groups.items()))


def report(runs, problems):
    out = ["BOTTLING LINE WEEKLY REPORT", "=" * 44]
    out.append(f"{'Line':<6}{'Runs':>5}{'Good':>10}{'Reject%':>9}{'Avail%':>8}")
    for line_id, group in by_line(runs).items():
        good = sum(r.good for r in group)
        filled = sum(r.filled for r in group)
        rejects = sum(r.rejects for r in group)
        avail = mean(r.availability for r in group)
        out.append(
            f"{line_id:<6}{len(group):>5}{good:>10,}{rejects / filled * 100:>9.2f}{avail:>8.1f}"
        )
    out.append("-" * 44)
    sku_good = Counter()
    for run in runs:
        sku_good[run.sku] += run.good
    out.append("Good bottles by SKU:")
    out.extend(f"  {sku:<18}{count:>8,}" for sku, count in sku_good.most_common())
    worst = max(runs, key=lambda r: r.reject_rate)
    out.append(f"Worst run: {worst.date} {worst.line} {worst.sku} ({worst.reject_rate:.2f}% rejects)")
    if problems:
        out.append(f"Skipped {len(problems)} line(s):")
        out.extend(f"  ! {p}" for p in problems)
    total_good = sum(r.good for r in runs)
    summary = {
        "runs": len(runs),
        "skipped": len(problems),
        "good_bottles": total_good,
        "reject_pct": round(sum(r.rejects for r in runs) / sum(r.filled for r in runs) * 100, 2),
        "top_sku": sku_good.most_common(1)[0][0],
        "days": len({r.date for r in runs}),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    runs, problems = parse(path.read_text(encoding="utf-8").splitlines())
    print(report(runs, problems))


if __name__ == "__main__":
    main(sys.argv)
