#!/usr/bin/env python3
"""Falconry flight log: weight trends and hunting success per bird."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

OUTCOMES = {"caught", "missed", "refused"}


@dataclass(frozen=True)
class Flight:
    date: str
    bird: str
    weight: int
    minutes: int
    quarry: str
    outcome: str

    @property
    def success(self):
        return self.outcome == "caught"


def parse(line, line_no):
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        raise ValueError(f"line {line_no}: expected 6 fields, got {len(fields)}")
    date, bird, weight, minutes, quarry, outcome = fields
    try:
        weight, minutes = int(weight), int(minutes)
    except ValueError as exc:
        raise ValueError(f"line {line_no}: {exc}") from None
    if outcome not in OUTCOMES:
        raise ValueError(f"line {line_no}: unknown outcome {outcome!r}")
    return Flight(date, bird, weight, minutes, quarry, outcome)


def load(text):
    flights, errors = [], []
    for no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            flights.append(parse(line, no))
        except ValueError as exc:
            errors.append(str(exc))
    return flights, errors


def report(text):
    flights, errors = load(text)
    by_bird = defaultdict(list)
    for f in flights:
        by_bird[f.bird].append(f)

    lines = [f"Flights: {len(flights)} logged, {len(errors)} rejected", ""]
    lines.append(f"{'Bird':<14}{'Flights':>8}{'Caught':>8}{'Rate':>8}{'Avg g':>9}{'Δ g':>6}")
    rates = {}
    for bird, fs in sorted(by_bird.items()):
        caught = sum(f.success for f in fs)
        rates[bird] = caught / len(fs)
        weights = [f.weight for f in fs]
        delta = weights[-1] - weights[0]
        lines.append(
            f"{bird:<14}{len(fs):>8}{caught:>8}{rates[bird]:>8.0%}{mean(weights):>9.1f}{delta:>+6d}"
        )

    quarry = Counter(f.quarry for f in flights if f.success)
    lines += ["", "Caught by quarry:"]
    lines += [f"  {q:<10}{n:>3}" for q, n in quarry.most_common()]

    total_min = sum(f.minutes for f in flights)
    longest = max(flights, key=lambda f: f.minutes)
    lines += [
        "",
        f"Time aloft: {total_min // 60}h {total_min % 60:02d}m",
        f"Longest: {longest.bird} on {longest.date} ({longest.minutes} min)",
    ]
    if errors:
        lines.append("Rejected:")
        lines += [f"  * {e}" for e in errors]

    best = max(rates, key=rates.get)
    summary = {
        "flights": len(flights),
        "rejected": len(errors),
        "caught": sum(quarry.values()),
        "minutes": total_min,
        "best_bird": best,
        "best_rate": round(rates[best], 3),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "flights.txt"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
