#!/usr/bin/env python3
"""Pedal-rickshaw tours: fares, tips and rider league from a pipe-separated log."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "rickshaw_fares.txt"


@dataclass(frozen=True)
class Tour:
    date: str
    rider: str
    route: str
    km: float
    fare: float
    tip: float

    @property
    def takings(self) -> float:
        return self.fare + self.tip

    @property
    def per_km(self) -> float:
        return self.takings / self.km if self.km else 0.0


class BadLine(ValueError):
    pass


def parse_line(line: str, lineno: int) -> Tour:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise BadLine(f"line {lineno}: expected 6 fields, got {len(parts)}")
    date, rider, route, km_s, fare_s, tip_s = parts
    try:
        km, fare = float(km_s), float(fare_s)
        tip = float(tip_s) if tip_s else 0.0
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if fare < 0:
        raise BadLine(f"line {lineno}: negative fare {fare:.2f}")
    return Tour(date, rider, route, km, fare, tip)


def load(text: str) -> tuple[list[Tour], list[str]]:
    tours, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            tours.append(parse_line(line, lineno))
        except BadLine as err:
            errors.append(str(err))
    return tours, errors


def build_report(text: str) -> str:
    tours, errors = load(text)
    out = ["PEDAL-RICKSHAW TOURS", "-" * 20]

    by_rider = defaultdict(list)
    for t in tours:
        by_rider[t.rider].append(t)

    out.append(f"{'rider':<8}{'tours':>6}{'km':>8}{'takings':>10}{'tips%':>7}")
    league = sorted(by_rider.items(), key=lambda kv: -sum(t.takings for t in kv[1]))
    for rider, ts in league:
        km = sum(t.km for t in ts)
        takings = sum(t.takings for t in ts)
        tip_pct = 100 * sum(t.tip for t in ts) / takings
        out.append(f"{rider:<8}{len(ts):>6}{km:>8.1f}{takings:>10.2f}{tip_pct:>6.1f}%")

    routes = Counter(t.route for t in tours)
    route_list = ", ".join(f"{r} x{n}" for r, n in routes.most_common())
    out.append(f"Routes: {route_list}")

    days = sorted({t.date for t in tours})
    daily = {d: sum(t.takings for t in tours if t.date == d) for d in days}
    best_day = max(daily, key=daily.get)
    out.append(f"Best day: {best_day} ({daily[best_day]:,.2f})")

    best = max(tours, key=lambda t: t.per_km)
    out.append(f"Best per km: {best.rider} on {best.route}, {best.per_km:.2f}/km")
    out.append(f"Mean fare: {mean(t.fare for t in tours):.2f}")

    if errors:
        out.append(f"Skipped {len(errors)} line(s):")
        out.extend(f"  ! {e}" for e in errors)

    summary = {
        "tours": len(tours),
        "skipped": len(errors),
        "takings": round(sum(t.takings for t in tours), 2),
        "riders": len(by_rider),
        "top_rider": league[0][0] if league else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv: list[str]) -> None:
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    print(build_report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
