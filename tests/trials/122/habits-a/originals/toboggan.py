#!/usr/bin/env python3
"""Toboggan run timing: best and average descent per rider and per sled type."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "toboggan_runs.txt"


def to_seconds(stamp: str) -> float:
    h, m, s = stamp.split(":")
    return int(h) * 3600 + int(m) * 60 + float(s)


@dataclass(frozen=True)
class Run:
    rider: str
    sled: str
    run_no: int
    elapsed: float
    penalty: int

    @property
    def total(self) -> float:
        return self.elapsed + self.penalty


def parse(line: str, lineno: int) -> Run:
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        raise ValueError(f"line {lineno}: expected 6 fields, got {len(fields)}")
    rider, sled, run_no, start, finish, penalty = fields
    try:
        elapsed = to_seconds(finish) - to_seconds(start)
    except ValueError:
        raise ValueError(f"line {lineno}: bad time {start!r}/{finish!r}") from None
    if elapsed <= 0:
        raise ValueError(f"line {lineno}: finish before start ({elapsed:.2f}s)")
    return Run(rider, sled, int(run_no), elapsed, int(penalty))


def load(text: str):
    runs, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            runs.append(parse(line, lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return runs, problems


def fmt(seconds: float) -> str:
    minutes, secs = divmod(seconds, 60)
    return f"{int(minutes)}:{secs:05.2f}"


def report(text: str) -> str:
    runs, problems = load(text)
    out = [f"Toboggan log: {len(runs)} valid runs, {len(problems)} rejected"]
    out += [f"  rejected {p}" for p in problems]

    by_rider = defaultdict(list)
    for run in runs:
        by_rider[run.rider].append(run)
    standings = sorted(
        ((rider, min(r.total for r in rs), mean(r.total for r in rs), len(rs))
         for rider, rs in by_rider.items()),
        key=lambda row: row[1],
    )
    out.append("")
    out.append(f"{'#':>2} {'Rider':<12} {'Best':>8} {'Average':>8} {'Runs':>4}")
    for place, (rider, best, avg, n) in enumerate(standings, start=1):
        out.append(f"{place:>2} {rider:<12} {fmt(best):>8} {fmt(avg):>8} {n:>4}")

    sleds = Counter(run.sled for run in runs)
    out.append("")
    out.append("Sleds: " + ", ".join(f"{sled} x{n}" for sled, n in sleds.most_common()))
    penalised = sorted({run.rider for run in runs if run.penalty})
    out.append(f"Penalised riders: {', '.join(penalised) or 'none'}")
    fastest = min(runs, key=lambda r: r.total)
    out.append(f"Fastest run: {fastest.rider} run {fastest.run_no} on {fastest.sled} in {fmt(fastest.total)}")

    summary = {
        "runs": len(runs),
        "rejected": len(problems),
        "winner": standings[0][0] if standings else None,
        "best_s": round(standings[0][1], 2) if standings else None,
        "mean_s": round(mean(r.total for r in runs), 2),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    print(report(source.read_text()))
