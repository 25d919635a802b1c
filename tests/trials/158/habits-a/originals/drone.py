#!/usr/bin/env python3
"""Drone light-show battery log: usage per pack and per show, flags tired packs."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

HOT_C = 35.0
LOW_PCT = 20


@dataclass(frozen=True)
class Flight:
    pack: str
    show: str
    minutes: float
    start: int
    end: int
    temp: float

    @property
    def used(self) -> int:
        return self.start - self.end

    @property
    def rate(self) -> float:
        return self.used / self.minutes if self.minutes else 0.0


def parse(line: str, n: int) -> Flight:
    parts = line.split("\t")
    if len(parts) != 6:
        raise ValueError(f"line {n}: expected 6 columns, got {len(parts)}")
    pack, show, minutes, start, end, temp = (p.strip() for p in parts)
    try:
        flight = Flight(pack, show, float(minutes), int(start), int(end), float(temp))
    except ValueError as exc:
        raise ValueError(f"line {n}: {exc}") from None
    if not (0 <= flight.end <= flight.start <= 100):
        raise ValueError(f"line {n}: charge {start}% -> {end}% out of range")
    return flight


def load(path: Path) -> tuple[list[Flight], list[str]]:
    flights, problems = [], []
    for n, raw in enumerate(path.read_text().splitlines(), start=1):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#") or line.startswith("pack\t"):
            continue
        try:
            flights.append(parse(line, n))
        except ValueError as exc:
            problems.append(str(exc))
    return flights, problems


def report(flights: list[Flight], problems: list[str]) -> str:
    by_pack: dict[str, list[Flight]] = defaultdict(list)
    for f in flights:
        by_pack[f.pack].append(f)
    shows = Counter(f.show for f in flights)
    lines = [f"Battery log: {len(flights)} flights, {len(by_pack)} packs, {len(shows)} shows", ""]
    lines.append(f"{'Pack':<6}{'Flights':>8}{'Minutes':>9}{'Avg used':>10}{'%/min':>7}{'Max C':>7}")
    for pack, fs in sorted(by_pack.items()):
        total_min = sum(f.minutes for f in fs)
        avg_used = mean(f.used for f in fs)
        rate = sum(f.used for f in fs) / total_min
        lines.append(
            f"{pack:<6}{len(fs):>8}{total_min:>9.1f}{avg_used:>10.1f}{rate:>7.2f}"
            f"{max(f.temp for f in fs):>7.1f}"
        )
    lines.append("")
    for show, count in shows.most_common():
        minutes = sum(f.minutes for f in flights if f.show == show)
        lines.append(f"  {show:<8} {count} packs, {minutes:5.1f} min in the air")
    tired = sorted({f.pack for f in flights if f.end < LOW_PCT or f.temp >= HOT_C})
    lines.append(f"Packs to rest: {', '.join(tired) if tired else 'none'}")
    hottest = max(flights, key=lambda f: f.temp, default=None)
    if hottest:
        lines.append(f"Hottest: {hottest.pack} at {hottest.show}, {hottest.temp:.1f} C")
    if problems:
        lines.append(f"Rejected {len(problems)} lines:")
        lines.extend(f"  * {p}" for p in problems)
    summary = {
        "flights": len(flights),
        "packs": len(by_pack),
        "minutes": round(sum(f.minutes for f in flights), 1),
        "rest": tired,
        "rejected": len(problems),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "drone_packs.tsv"
    flights, problems = load(path)
    print(report(flights, problems))


if __name__ == "__main__":
    main(sys.argv)
