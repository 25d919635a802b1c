#!/usr/bin/env python3
"""Luge training-run report: best and mean times per athlete, speed leaders."""
import json
import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

SLEDS = {"single", "double"}
DATA = Path(__file__).resolve().parent.parent / "root" / "luge_runs.txt"


@dataclass
class Run:
    date: str
    athlete: str
    sled: str
    run: int
    time_s: float
    top_kmh: float

    @property
    def avg_kmh(self):
        # track length 1350 m
        return 1350 / self.time_s * 3.6


class BadLine(ValueError):
    pass


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise BadLine(f"line {lineno}: {len(parts)} fields, want 6")
    date, athlete, sled, run, time_s, top = parts
    if sled not in SLEDS:
        raise BadLine(f"line {lineno}: unknown sled {sled!r}")
    try:
        t, v = float(time_s), float(top)
    except ValueError:
        raise BadLine(f"line {lineno}: bad time {time_s!r}") from None
    if t <= 0:
        raise BadLine(f"line {lineno}: time must be positive, got {t}")
    return Run(date, athlete, sled, int(run), t, v)


def load(text):
    runs, bad = [], []
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            runs.append(parse(line, lineno))
        except BadLine as e:
            bad.append(str(e))
    return runs, bad


def report(text):
    runs, bad = load(text)
    by_athlete = defaultdict(list)
    for r in runs:
        by_athlete[r.athlete].append(r)

    lines = ["Luge training report", "-" * 20]
    lines.append(f"{'Athlete':<14}{'Sled':<8}{'Runs':>5}{'Best':>9}{'Mean':>9}{'Spread':>8}")
    rows = sorted(
        ((name, rs, min(r.time_s for r in rs)) for name, rs in by_athlete.items()),
        key=lambda row: row[2],
    )
    for name, rs, best in rows:
        times = [r.time_s for r in rs]
        mean = statistics.mean(times)
        spread = max(times) - min(times)
        lines.append(f"{name:<14}{rs[0].sled:<8}{len(rs):>5}{best:>9.3f}{mean:>9.3f}{spread:>8.3f}")

    fastest = max(runs, key=lambda r: r.top_kmh)
    lines += [
        "",
        f"Top speed: {fastest.athlete} run {fastest.run} at {fastest.top_kmh:.1f} km/h",
        f"Best average speed: {max(r.avg_kmh for r in runs):.2f} km/h",
    ]
    per_day = Counter(r.date for r in runs)
    lines.append("Runs per day: " + ", ".join(f"{d} x{n}" for d, n in sorted(per_day.items())))
    singles = [r for r in runs if r.sled == "single"]
    share = len(singles) / len(runs)
    lines.append(f"Single-sled share: {share:.1%}")

    if bad:
        lines += ["", f"Rejected {len(bad)} line(s):"]
        lines += [f"  * {b}" for b in bad]

    leader = rows[0][0] if rows else None
    summary = {
        "runs": len(runs),
        "rejected": len(bad),
        "athletes": len(by_athlete),
        "leader": leader,
        "best_time": round(rows[0][2], 3) if rows else None,
        "mean_time": round(statistics.mean(r.time_s for r in runs), 3),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(DATA.read_text(encoding="utf-8")))
