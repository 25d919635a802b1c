#!/usr/bin/env python3
"""Dune erosion pin survey: how much each pin's exposure changed between visits."""
import json
from collections import defaultdict, Counter
from dataclasses import dataclass
from datetime import date
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "dunepins.txt"


@dataclass(frozen=True)
class Reading:
    site: str
    pin: str
    when: date
    exposed_mm: int
    observer: str


def parse(line: str, lineno: int) -> Reading:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 5:
        raise ValueError(f"line {lineno}: expected 5 fields, got {len(parts)}")
    site, pin, when, exposed, observer = parts
    try:
        day = date.fromisoformat(when)
    except ValueError:
        raise ValueError(f"line {lineno}: bad date {when!r}") from None
    if not exposed.lstrip("-").isdigit():
        raise ValueError(f"line {lineno}: bad exposure {exposed!r}")
    mm = int(exposed)
    if mm < 0:
        raise ValueError(f"line {lineno}: negative exposure {mm}")
    return Reading(site, pin, day, mm, observer)


def load(text: str):
    readings, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            readings.append(parse(line, lineno))
        except ValueError as exc:
            errors.append(str(exc))
    return readings, errors


def pin_changes(readings):
    by_pin = defaultdict(list)
    for r in readings:
        by_pin[(r.site, r.pin)].append(r)
    changes = {}
    for key, rs in by_pin.items():
        rs.sort(key=lambda r: r.when)
        if len(rs) >= 2:
            changes[key] = rs[-1].exposed_mm - rs[0].exposed_mm
    return changes


def report(text: str) -> str:
    readings, errors = load(text)
    changes = pin_changes(readings)
    out = ["DUNE EROSION PIN SURVEY", "-" * 23]

    sites = sorted({r.site for r in readings})
    out.append(f"{'site':<12}{'pins':>5}{'mean Δmm':>10}{'max Δmm':>9}")
    site_means = {}
    for site in sites:
        deltas = [d for (s, _), d in changes.items() if s == site]
        pins = len({r.pin for r in readings if r.site == site})
        mean = sum(deltas) / len(deltas) if deltas else 0.0
        site_means[site] = mean
        biggest = max(deltas, default=0)
        out.append(f"{site:<12}{pins:>5}{mean:>+10.1f}{biggest:>+9d}")

    eroding = sorted((k for k, d in changes.items() if d > 0), key=lambda k: -changes[k])
    out.append(f"Eroding pins ({len(eroding)}): " + ", ".join(f"{p}{changes[(s, p)]:+d}" for s, p in eroding))
    accreting = [p for (s, p), d in changes.items() if d < 0]
    out.append(f"Accreting pins: {', '.join(accreting) or 'none'}")

    observers = Counter(r.observer for r in readings)
    out.append("Readings per observer: " + " ".join(f"{o}={n}" for o, n in observers.most_common()))

    if errors:
        out.append(f"Rejected {len(errors)} line(s):")
        out.extend(f"  * {e}" for e in errors)

    worst = max(site_means, key=site_means.get) if site_means else None
    summary = {
        "readings": len(readings),
        "rejected": len(errors),
        "pins_compared": len(changes),
        "worst_site": worst,
        "mean_change_mm": round(sum(changes.values()) / len(changes), 2) if changes else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(report(DATA.read_text(encoding="utf-8")))
