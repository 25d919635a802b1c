#!/usr/bin/env python3
"""Tower-crane lift log: per-crane utilisation and load-moment report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

# Safe working load moment (tonne-metres) per crane.
RATED_MOMENT = {"TC1": 60.0, "TC2": 70.0, "TC3": 75.0}
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "crane_lifts.log"


@dataclass(frozen=True)
class Lift:
    crane: str
    time: str
    load_kg: int
    radius_m: float
    duration_s: int
    operator: str

    @property
    def moment_tm(self) -> float:
        return self.load_kg / 1000 * self.radius_m

    @property
    def utilisation(self) -> float:
        return self.moment_tm / RATED_MOMENT[self.crane]


def parse(text):
    lifts, bad = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 6:
            bad.append((lineno, f"expected 6 fields, got {len(parts)}"))
            continue
        crane, time, load, radius, duration, operator = parts
        try:
            lift = Lift(crane, time, int(load), float(radius), int(duration), operator)
        except ValueError as exc:
            bad.append((lineno, f"unreadable number ({exc})"))
            continue
        if lift.load_kg <= 0:
            bad.append((lineno, f"non-positive load {lift.load_kg}"))
        elif lift.crane not in RATED_MOMENT:
            bad.append((lineno, f"unknown crane {lift.crane}"))
        else:
            lifts.append(lift)
    return lifts, bad


def report(text):
    lifts, bad = parse(text)
    by_crane = defaultdict(list)
    for lift in lifts:
        by_crane[lift.crane].append(lift)

    lines = ["SITE 7 TOWER-CRANE LIFTS", "=" * 52]
    lines.append(f"{'crane':<6}{'lifts':>6}{'tonnes':>9}{'hook min':>10}{'peak %':>9}{'avg %':>8}")
    for crane, group in sorted(by_crane.items()):
        tonnes = sum(l.load_kg for l in group) / 1000
        minutes = sum(l.duration_s for l in group) / 60
        peak = max(l.utilisation for l in group)
        avg = mean(l.utilisation for l in group)
        lines.append(f"{crane:<6}{len(group):>6}{tonnes:>9.2f}{minutes:>10.1f}{peak:>9.1%}{avg:>8.1%}")
    lines.append("-" * 52)

    heaviest = max(lifts, key=lambda l: l.moment_tm)
    lines.append(f"Largest moment: {heaviest.crane} at {heaviest.time}, "
                 f"{heaviest.load_kg:,} kg @ {heaviest.radius_m:g} m = {heaviest.moment_tm:.1f} t·m")
    near_limit = [l for l in lifts if l.utilisation >= 0.8]
    lines.append(f"Lifts at or above 80% of rated moment: {len(near_limit)}")
    for l in near_limit:
        lines.append(f"  {l.time} {l.crane} {l.operator:<10} {l.utilisation:.0%}")

    ops = Counter(l.operator for l in lifts)
    busiest, busiest_n = ops.most_common(1)[0]
    lines.append(f"Operators: " + ", ".join(f"{op} ({n})" for op, n in sorted(ops.items())))
    if bad:
        lines.append(f"Skipped {len(bad)} bad line(s):")
        lines.extend(f"  line {n}: {why}" for n, why in bad)

    summary = {
        "lifts": len(lifts),
        "skipped": len(bad),
        "total_tonnes": round(sum(l.load_kg for l in lifts) / 1000, 2),
        "busiest_operator": busiest,
        "near_limit": len(near_limit),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
