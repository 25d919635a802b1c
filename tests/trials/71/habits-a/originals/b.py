#!/usr/bin/env python3
"""Bicycle courier deliveries: earnings, speed and punctuality per rider and zone."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

FIELDS = ("job", "rider", "zone", "km", "fee", "minutes", "status")
STATUSES = {"ok", "late"}


@dataclass
class Delivery:
    job: str
    rider: str
    zone: str
    km: float
    fee: float
    minutes: int
    status: str

    @property
    def speed(self) -> float:
        return self.km / (self.minutes / 60) if self.minutes else 0.0

    @property
    def late(self) -> bool:
        return self.status == "late"


def parse(line: str, lineno: int) -> Delivery:
    parts = line.split("\t")
    if len(parts) != len(FIELDS):
        raise ValueError(f"line {lineno}: expected {len(FIELDS)} fields, got {len(parts)}")
    row = dict(zip(FIELDS, parts))
    try:
        km, fee, minutes = float(row["km"]), float(row["fee"]), int(row["minutes"])
    except ValueError as exc:
        raise ValueError(f"line {lineno}: {exc}") from None
    if km <= 0 or minutes <= 0:
        raise ValueError(f"line {lineno}: non-positive distance or time")
    if row["status"] not in STATUSES:
        raise ValueError(f"line {lineno}: unknown status {row['status']!r}")
    return Delivery(row["job"], row["rider"], row["zone"], km, fee, minutes, row["status"])


def load(text: str):
    deliveries, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("job\t"):
            continue
        try:
            deliveries.append(parse(line, lineno))
        except ValueError as exc:
            errors.append(str(exc))
    return deliveries, errors


def report(text: str) -> str:
    deliveries, errors = load(text)
    by_rider = defaultdict(list)
    for d in deliveries:
        by_rider[d.rider].append(d)
    zones = Counter(d.zone for d in deliveries)
    lines = ["Courier deliveries", "-" * 18]
    lines.append(f"{'Rider':<8}{'Jobs':>5}{'Km':>8}{'Earned':>9}{'km/h':>7}{'Late':>6}")
    ranking = sorted(by_rider.items(), key=lambda kv: (-sum(d.fee for d in kv[1]), kv[0]))
    for rider, jobs in ranking:
        km = sum(d.km for d in jobs)
        earned = sum(d.fee for d in jobs)
        speed = mean(d.speed for d in jobs)
        late = sum(d.late for d in jobs)
        lines.append(f"{rider:<8}{len(jobs):>5}{km:>8.1f}{earned:>9.2f}{speed:>7.1f}{late:>6}")
    lines.append("")
    lines.append("Jobs per zone: " + ", ".join(f"{z} {n}" for z, n in zones.most_common()))
    longest = max(deliveries, key=lambda d: d.km, default=None)
    if longest:
        lines.append(f"Longest run: {longest.job} by {longest.rider}, {longest.km:.1f} km in {longest.minutes} min")
    on_time = sum(not d.late for d in deliveries) / len(deliveries) if deliveries else 0
    lines.append(f"On time: {on_time:.1%}")
    if errors:
        lines.append("")
        lines.append(f"Rejected {len(errors)} line(s):")
        lines.extend(f"  * {e}" for e in errors)
    summary = {
        "deliveries": len(deliveries),
        "rejected": len(errors),
        "km": round(sum(d.km for d in deliveries), 1),
        "earned": round(sum(d.fee for d in deliveries), 2),
        "top_rider": ranking[0][0] if ranking else None,
        "on_time_pct": round(on_time * 100, 1),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "courier.tsv"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
