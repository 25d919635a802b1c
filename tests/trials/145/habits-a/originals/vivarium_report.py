#!/usr/bin/env python3
"""Reptile vivarium husbandry log: checks conditions per enclosure and prints a report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean

# species -> (min temp, max temp, min humidity, max humidity)
RANGES = {
    "leopard gecko": (26.0, 32.0, 30, 40),
    "corn snake": (24.0, 29.0, 40, 60),
    "bearded dragon": (30.0, 40.0, 20, 40),
    "royal python": (27.0, 32.0, 50, 70),
    "crested gecko": (21.0, 26.0, 60, 80),
}


@dataclass
class Reading:
    date: str
    enclosure: str
    species: str
    temp: float
    humidity: int
    fed: bool
    weight: float

    @property
    def alerts(self):
        lo_t, hi_t, lo_h, hi_h = RANGES[self.species]
        out = []
        if not lo_t <= self.temp <= hi_t:
            out.append(f"temp {self.temp:.1f}C")
        if not lo_h <= self.humidity <= hi_h:
            out.append(f"humidity {self.humidity}%")
        return out


@dataclass
class Enclosure:
    name: str
    species: str
    readings: list = field(default_factory=list)

    @property
    def weight_change(self):
        weights = [r.weight for r in self.readings]
        return weights[-1] - weights[0] if len(weights) > 1 else 0.0

    @property
    def feeds(self):
        return sum(r.fed for r in self.readings)


def parse(line, lineno):
    parts = line.rstrip("\n").split("\t")
    if len(parts) != 7:
        raise ValueError(f"line {lineno}: {len(parts)} fields, expected 7")
    date, enc, species, temp, hum, fed, weight = (p.strip() for p in parts)
    if species not in RANGES:
        raise ValueError(f"line {lineno}: unknown species {species!r}")
    if fed not in ("yes", "no"):
        raise ValueError(f"line {lineno}: fed must be yes/no, got {fed!r}")
    try:
        return Reading(date, enc, species, float(temp), int(hum), fed == "yes", float(weight))
    except ValueError as exc:
        raise ValueError(f"line {lineno}: {exc}") from None


def build_report(text):
    enclosures, skipped = {}, []
    lines = text.splitlines()
    for lineno, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            r = parse(line, lineno)
        except ValueError as exc:
            skipped.append(str(exc))
            continue
        enclosures.setdefault(r.enclosure, Enclosure(r.enclosure, r.species)).readings.append(r)

    alerts = defaultdict(list)
    for enc in enclosures.values():
        for r in enc.readings:
            alerts[enc.name].extend(f"{r.date} {a}" for a in r.alerts)

    out = ["VIVARIUM HUSBANDRY REPORT", "=" * 58]
    out.append(f"{'Enc':<4} {'Species':<16} {'N':>2} {'AvgT':>6} {'AvgH':>5} {'Fed':>4} {'dW(g)':>7}")
    for name in sorted(enclosures):
        enc = enclosures[name]
        temps = [r.temp for r in enc.readings]
        hums = [r.humidity for r in enc.readings]
        out.append(
            f"{name:<4} {enc.species:<16} {len(enc.readings):>2} {mean(temps):>6.2f} "
            f"{mean(hums):>5.1f} {enc.feeds:>4} {enc.weight_change:>+7.1f}"
        )
    out.append("-" * 58)
    species_count = Counter(e.species.split()[-1] for e in enclosures.values())
    out.append("Kinds: " + ", ".join(f"{k} x{v}" for k, v in sorted(species_count.items())))
    total_alerts = sum(len(v) for v in alerts.values())
    out.append(f"Alerts ({total_alerts}):")
    for name, items in sorted(alerts.items()):
        for item in items:
            out.append(f"  {name}: {item}")
    if skipped:
        out.append(f"Skipped {len(skipped)} line(s):")
        out.extend(f"  {s}" for s in skipped)
    n = sum(len(e.readings) for e in enclosures.values())
    summary = {
        "readings": n,
        "enclosures": len(enclosures),
        "alerts": total_alerts,
        "skipped": len(skipped),
        "alert_rate": round(total_alerts / n, 3) if n else 0,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "root" / "vivarium.tsv"
    print(build_report(path.read_text()))
