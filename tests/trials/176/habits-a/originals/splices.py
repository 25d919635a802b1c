#!/usr/bin/env python3
"""Subsea cable splice report: per-cable loss, crew hours, rework flags."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

LOSS_LIMIT_DB = 0.25  # splices above this need rework
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "splices.txt"


@dataclass(frozen=True)
class Splice:
    job: str
    cable: str
    km: float
    pairs: int
    loss: float
    hours: float
    crew: str

    @property
    def needs_rework(self) -> bool:
        return self.loss > LOSS_LIMIT_DB

    @property
    def hours_per_pair(self) -> float:
        return self.hours / self.pairs


class BadLine(ValueError):
    pass


def parse(line: str, lineno: int) -> Splice:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 7:
        raise BadLine(f"line {lineno}: {len(parts)} fields, want 7")
    job, cable, km, pairs, loss, hours, crew = parts
    try:
        splice = Splice(job, cable, float(km), int(pairs), float(loss), float(hours), crew)
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if splice.pairs <= 0:
        raise BadLine(f"line {lineno}: fibre pairs must be positive")
    return splice


def load(text: str):
    splices, bad = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            splices.append(parse(line, lineno))
        except BadLine as exc:
            bad.append(str(exc))
    return splices, bad


def report(text: str) -> str:
    splices, bad = load(text)
    by_cable = defaultdict(list)
    for s in splices:
        by_cable[s.cable].append(s)

    out = ["SUBSEA SPLICE REPORT", "=" * 20]
    out.append(f"{'Cable':<8}{'Jobs':>5}{'Mean dB':>9}{'Worst':>7}{'Hours':>8}{'Span km':>9}")
    for cable, jobs in sorted(by_cable.items()):
        losses = [j.loss for j in jobs]
        span = max(j.km for j in jobs) - min(j.km for j in jobs)
        out.append(
            f"{cable:<8}{len(jobs):>5}{mean(losses):>9.3f}{max(losses):>7.2f}"
            f"{sum(j.hours for j in jobs):>8.2f}{span:>9.1f}"
        )

    crew_hours = Counter()
    for s in splices:
        crew_hours[s.crew] += s.hours
    out.append("")
    out.append("Crew hours:")
    out.extend(f"  {name:<10} {hrs:6.2f}" for name, hrs in crew_hours.most_common())

    rework = [s for s in splices if s.needs_rework]
    if rework:
        out.append("")
        out.append(f"Rework (> {LOSS_LIMIT_DB} dB):")
        out.extend(f"  {s.job} {s.cable} @ {s.km:.1f} km: {s.loss:.2f} dB" for s in rework)

    fastest = min(splices, key=lambda s: s.hours_per_pair)
    out.append("")
    out.append(f"Fastest: {fastest.job} at {fastest.hours_per_pair:.2f} h/pair")

    if bad:
        out.append("")
        out.append(f"Skipped {len(bad)} bad line(s):")
        out.extend(f"  - {msg}" for msg in bad)

    summary = {
        "splices": len(splices),
        "skipped": len(bad),
        "cables": len(by_cable),
        "rework": len(rework),
        "mean_loss": round(mean(s.loss for s in splices), 4),
        "hours": round(sum(s.hours for s in splices), 2),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
