#!/usr/bin/env python3
"""Automaton museum: winding-round log -> per-piece and per-keeper report."""
from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

DEFAULT_LOG = Path(__file__).resolve().parent.parent / "root" / "winding.log"


@dataclass(frozen=True)
class Round:
    day: str
    time: str
    piece: str
    keeper: str
    turns: int
    minutes: float

    @property
    def minutes_per_turn(self) -> float:
        return self.minutes / self.turns


class BadLine(ValueError):
    pass


def parse(lineno: int, line: str) -> Round:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 5:
        raise BadLine(f"line {lineno}: expected 5 fields, got {len(parts)}")
    stamp, piece, keeper, turns_s, minutes_s = parts
    try:
        day, time = stamp.split()
        turns, minutes = int(turns_s), float(minutes_s)
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if turns <= 0:
        raise BadLine(f"line {lineno}: turns must be positive, got {turns}")
    return Round(day, time, piece, keeper, turns, minutes)


def load(text: str) -> tuple[list[Round], list[str]]:
    rounds, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            rounds.append(parse(lineno, line))
        except BadLine as exc:
            problems.append(str(exc))
    return rounds, problems


def report(text: str) -> str:
    rounds, problems = load(text)
    by_piece: dict[str, list[Round]] = defaultdict(list)
    for r in rounds:
        by_piece[r.piece].append(r)
    keepers = Counter(r.keeper for r in rounds)
    turns_by_keeper = Counter()
    for r in rounds:
        turns_by_keeper[r.keeper] += r.turns
    days = sorted({r.day for r in rounds})

    lines = ["AUTOMATON WINDING REPORT", f"{days[0]} .. {days[-1]} ({len(days)} days)", "=" * 52]
    lines.append(f"{'piece':<18}{'rounds':>7}{'turns':>7}{'avg min':>9}{'min/turn':>10}")
    stats = {
        piece: (len(rs), sum(r.turns for r in rs), mean(r.minutes for r in rs), mean(r.minutes_per_turn for r in rs))
        for piece, rs in sorted(by_piece.items())
    }
    for piece, (n, turns, avg_min, mpt) in stats.items():
        lines.append(f"{piece:<18}{n:>7d}{turns:>7d}{avg_min:>9.2f}{mpt:>10.3f}")
    lines.append("-" * 52)
    for keeper, n in keepers.most_common():
        share = n / len(rounds)
        lines.append(f"{keeper:<10} {n:>2} rounds {turns_by_keeper[keeper]:>4} turns {share:>6.1%}")
    if problems:
        lines.append(f"skipped {len(problems)} line(s):")
        lines.extend(f"  - {p}" for p in problems)
    busiest, _ = keepers.most_common(1)[0]
    slowest = max(stats, key=lambda p: stats[p][3])
    summary = {
        "rounds": len(rounds),
        "pieces": len(stats),
        "turns": sum(r.turns for r in rounds),
        "skipped": len(problems),
        "busiest_keeper": busiest,
        "slowest_piece": slowest,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_LOG
    print(report(path.read_text(encoding="utf-8")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
