#!/usr/bin/env python3
"""Velodrome training laps: best and average lap per rider, team standings."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

TRACK_M = 250  # one lap of the boards


@dataclass(frozen=True)
class Lap:
    rider: str
    team: str
    session: str
    lap: int
    seconds: float

    @property
    def kmh(self) -> float:
        return TRACK_M / self.seconds * 3.6


def parse_line(line: str, line_no: int) -> Lap:
    parts = [p.strip() for p in line.split(";")]
    if len(parts) != 5:
        raise ValueError(f"line {line_no}: expected 5 fields, got {len(parts)}")
    rider, team, session, lap_text, time_text = parts
    try:
        lap, seconds = int(lap_text), float(time_text)
    except ValueError:
        raise ValueError(f"line {line_no}: not a number in {lap_text!r}/{time_text!r}") from None
    if seconds <= 0:
        raise ValueError(f"line {line_no}: non-positive time {seconds}")
    return Lap(rider, team, session, lap, seconds)


def load(text: str) -> tuple[list[Lap], list[str]]:
    laps, problems = [], []
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            laps.append(parse_line(line, line_no))
        except ValueError as err:
            problems.append(str(err))
    return laps, problems


def report(text: str) -> str:
    laps, problems = load(text)
    by_rider: dict[str, list[Lap]] = defaultdict(list)
    for lap in laps:
        by_rider[lap.rider].append(lap)

    rows = sorted(
        ((rider, rl[0].team, min(l.seconds for l in rl), mean(l.seconds for l in rl), len(rl))
         for rider, rl in by_rider.items()),
        key=lambda row: row[2],
    )

    out = ["VELODROME LAP REPORT", "=" * 50]
    out.append(f"{'#':>2} {'Rider':<12}{'Team':<10}{'Best':>8}{'Avg':>8}{'Laps':>5}{'km/h':>7}")
    for pos, (rider, team, best, avg, n) in enumerate(rows, start=1):
        speed = TRACK_M / best * 3.6
        out.append(f"{pos:>2} {rider:<12}{team:<10}{best:>8.3f}{avg:>8.3f}{n:>5}{speed:>7.2f}")
    out.append("-" * 50)

    team_best: dict[str, float] = {}
    for _, team, best, _, _ in rows:
        team_best[team] = min(best, team_best.get(team, float("inf")))
    out.append("Team best laps: " + ", ".join(f"{t} {b:.3f}" for t, b in sorted(team_best.items(), key=lambda kv: kv[1])))

    sessions = Counter(l.session for l in laps)
    out.append("Laps per session: " + " ".join(f"{s}={n}" for s, n in sorted(sessions.items())))

    fastest = min(laps, key=lambda l: l.seconds)
    out.append(f"Fastest lap: {fastest.rider} {fastest.session} lap {fastest.lap} "
               f"in {fastest.seconds:.3f}s ({fastest.kmh:.1f} km/h)")

    if problems:
        out.append(f"Skipped {len(problems)} bad line(s):")
        out.extend(f"  * {p}" for p in problems)

    summary = {
        "riders": len(rows),
        "laps": len(laps),
        "skipped": len(problems),
        "fastest": fastest.rider,
        "best_s": round(fastest.seconds, 3),
        "mean_s": round(mean(l.seconds for l in laps), 3),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv: list[str]) -> None:
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "laps.txt"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
