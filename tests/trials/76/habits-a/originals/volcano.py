#!/usr/bin/env python3
"""Volcano gas monitoring: per-station SO2 flux summary with alert levels."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "volcano_gas.tsv"
LEVELS = [(2500, "RED"), (1500, "ORANGE"), (1000, "YELLOW"), (0, "GREEN")]


@dataclass(frozen=True)
class Reading:
    time: str
    station: str
    so2: float
    co2: int
    wind: float

    @property
    def day(self):
        return self.time.split("T")[0]

    @property
    def level(self):
        return next(name for floor, name in LEVELS if self.so2 >= floor)


class BadLine(ValueError):
    pass


def parse(line, lineno):
    parts = line.split("\t")
    if len(parts) != 5:
        raise BadLine(f"line {lineno}: expected 5 fields, got {len(parts)}")
    time, station, so2, co2, wind = (p.strip() for p in parts)
    try:
        reading = Reading(time, station, float(so2), int(co2), float(wind))
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if reading.so2 < 0:
        raise BadLine(f"line {lineno}: negative SO2 {reading.so2:g}")
    return reading


def load(text):
    readings, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip() or raw.startswith("#") or raw.startswith("time\t"):
            continue
        try:
            readings.append(parse(raw, lineno))
        except BadLine as exc:
            errors.append(str(exc))
    return readings, errors


def report(text):
    readings, errors = load(text)
    by_station = defaultdict(list)
    for r in readings:
        by_station[r.station].append(r)

    lines = ["Crater gas report", "=" * 52]
    lines.append(f"{'Station':<8}{'n':>3}{'mean SO2':>11}{'peak':>9}{'CO2':>6}  peak time")
    for station, rs in sorted(by_station.items(), key=lambda kv: -max(r.so2 for r in kv[1])):
        peak = max(rs, key=lambda r: r.so2)
        avg_co2 = mean(r.co2 for r in rs)
        lines.append(
            f"{station:<8}{len(rs):>3}{mean(r.so2 for r in rs):>11.1f}"
            f"{peak.so2:>9.1f}{avg_co2:>6.0f}  {peak.time}"
        )

    lines.append("-" * 52)
    levels = Counter(r.level for r in readings)
    lines.append("Alert levels: " + ", ".join(f"{name}={levels[name]}" for _, name in LEVELS if levels[name]))
    daily = defaultdict(float)
    for r in readings:
        daily[r.day] += r.so2
    for day, total in sorted(daily.items()):
        lines.append(f"{day}: total {total:,.1f} t/d across {sum(r.day == day for r in readings)} readings")
    windy = [r for r in readings if r.wind > 7]
    lines.append(f"High-wind readings (>7 m/s): {len(windy)} ({len(windy) / len(readings):.0%})")

    if errors:
        lines.append(f"Skipped {len(errors)} bad line(s):")
        lines.extend(f"  {e}" for e in errors)

    worst = max(readings, key=lambda r: r.so2, default=None)
    summary = {
        "readings": len(readings),
        "stations": len(by_station),
        "skipped": len(errors),
        "maxSo2": worst.so2 if worst else None,
        "maxStation": worst.station if worst else None,
        "meanSo2": round(mean(r.so2 for r in readings), 2) if readings else 0,
        "red": levels["RED"],
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
