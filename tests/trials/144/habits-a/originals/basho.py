#!/usr/bin/env python3
"""Sumo basho bout log: standings, kimarite and bout lengths."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from statistics import mean

DEFAULT_PATH = "root/basho_bouts.txt"


@dataclass(frozen=True)
class Bout:
    day: int
    east: str
    west: str
    winner: str
    kimarite: str
    seconds: float

    @property
    def loser(self):
        return self.west if self.winner == self.east else self.east

    @classmethod
    def parse(cls, line, lineno):
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 6:
            raise ValueError(f"line {lineno}: expected 6 fields, got {len(parts)}")
        day, east, west, winner, kimarite, seconds = parts
        if winner not in (east, west):
            raise ValueError(f"line {lineno}: winner {winner!r} not in bout")
        try:
            return cls(int(day), east, west, winner, kimarite, float(seconds))
        except ValueError as exc:
            raise ValueError(f"line {lineno}: {exc}") from None


def load(path):
    bouts, problems = [], []
    with open(path, encoding="utf-8") as fh:
        for lineno, raw in enumerate(fh, start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                bouts.append(Bout.parse(line, lineno))
            except ValueError as exc:
                problems.append(str(exc))
    return bouts, problems


def standings(bouts):
    record = defaultdict(lambda: [0, 0])
    for b in bouts:
        record[b.winner][0] += 1
        record[b.loser][1] += 1
    return sorted(record.items(), key=lambda kv: (-kv[1][0], kv[1][1], kv[0]))


def report(path):
    bouts, problems = load(path)
    lines = [f"Basho report: {len(bouts)} bouts over {len({b.day for b in bouts})} days, "
             f"{len(problems)} lines skipped", ""]

    table = standings(bouts)
    lines.append(f"{'Rikishi':<10}{'W':>3}{'L':>3}{'Win%':>7}")
    for name, (w, l) in table:
        lines.append(f"{name:<10}{w:>3}{l:>3}{w / (w + l):>7.1%}")
    lines.append("")

    moves = Counter(b.kimarite for b in bouts)
    lines.append("Kimarite:")
    for move, n in moves.most_common():
        share = n / len(bouts)
        lines.append(f"  {move:<12} {n:>2}  {'#' * n:<6} {share:>6.1%}")
    lines.append("")

    by_day = defaultdict(list)
    for b in bouts:
        by_day[b.day].append(b.seconds)
    lines.append("Average bout length by day:")
    lines.extend(f"  day {d}: {mean(s):5.2f}s ({len(s)} bouts)" for d, s in sorted(by_day.items()))

    longest = max(bouts, key=lambda b: b.seconds)
    lines.append("")
    lines.append(f"Longest bout: day {longest.day}, {longest.winner} beat {longest.loser} "
                 f"by {longest.kimarite} in {longest.seconds:.1f}s")

    if problems:
        lines.append("")
        lines.append("Skipped:")
        lines.extend(f"  {p}" for p in problems)

    leader, (lw, ll) = table[0]
    summary = {
        "bouts": len(bouts),
        "skipped": len(problems),
        "leader": leader,
        "record": f"{lw}-{ll}",
        "top_kimarite": moves.most_common(1)[0][0],
        "mean_seconds": round(mean(b.seconds for b in bouts), 2),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else DEFAULT_PATH))
