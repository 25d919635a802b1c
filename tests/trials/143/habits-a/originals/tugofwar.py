#!/usr/bin/env python3
"""Tug-of-war league table from a pipe-separated pull log."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

POINTS = {"W": 3, "D": 1, "L": 0}
DEFAULT = Path(__file__).resolve().parent.parent / "root" / "tugofwar.txt"


@dataclass(frozen=True)
class Pull:
    round: int
    team: str
    opponent: str
    result: str
    seconds: float
    weight: int

    @property
    def points(self) -> int:
        return POINTS[self.result]


class BadLine(ValueError):
    pass


def parse(line: str, lineno: int) -> Pull:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise BadLine(f"line {lineno}: {len(parts)} fields, want 6")
    rnd, team, opp, result, secs, kg = parts
    if result not in POINTS:
        raise BadLine(f"line {lineno}: unknown result {result!r}")
    try:
        return Pull(int(rnd), team, opp, result, float(secs), int(kg))
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None


def load(text: str):
    pulls, bad = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            pulls.append(parse(line, lineno))
        except BadLine as exc:
            bad.append(str(exc))
    return pulls, bad


def report(text: str) -> str:
    pulls, bad = load(text)
    points = Counter()
    records = defaultdict(Counter)
    seconds = defaultdict(list)
    for p in pulls:
        points[p.team] += p.points
        records[p.team][p.result] += 1
        seconds[p.team].append(p.seconds)

    table = sorted(points, key=lambda t: (-points[t], t))
    lines = ["TUG-OF-WAR LEAGUE", "=" * 40]
    lines.append(f"{'Team':<10}{'P':>3}{'W':>3}{'D':>3}{'L':>3}{'Pts':>5}{'Avg s':>8}")
    for team in table:
        rec = records[team]
        avg = sum(seconds[team]) / len(seconds[team])
        played = sum(rec.values())
        lines.append(
            f"{team:<10}{played:>3}{rec['W']:>3}{rec['D']:>3}{rec['L']:>3}"
            f"{points[team]:>5}{avg:>8.1f}"
        )
    lines.append("-" * 40)
    longest = max(pulls, key=lambda p: p.seconds)
    lines.append(f"Longest pull: {longest.team} v {longest.opponent}, "
                 f"round {longest.round}, {longest.seconds:.1f}s")
    heaviest = max(pulls, key=lambda p: p.weight)
    lines.append(f"Heaviest pack: {heaviest.team} ({heaviest.weight:,} kg)")
    rounds = sorted({p.round for p in pulls})
    lines.append(f"Rounds: {', '.join(str(r) for r in rounds)}")
    if bad:
        lines.append(f"Skipped {len(bad)} bad line(s):")
        lines.extend(f"  ! {msg}" for msg in bad)
    summary = {
        "pulls": len(pulls),
        "teams": len(table),
        "leader": table[0] if table else None,
        "points": {t: points[t] for t in table},
        "skipped": len(bad),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
