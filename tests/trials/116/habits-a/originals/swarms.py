#!/usr/bin/env python3
"""Bee swarm collection callouts: who went where, what came home."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass

SIZES = {"small": 1, "medium": 2, "large": 3}
OUTCOMES = {"collected", "too high", "not bees", "absconded"}
FIELDS = ("date", "postcode", "collector", "height", "size", "outcome", "miles")


@dataclass
class Callout:
    date: str
    postcode: str
    collector: str
    height: float
    size: str
    outcome: str
    miles: float

    @property
    def area(self):
        return self.postcode.split()[0].rstrip("0123456789")

    @property
    def collected(self):
        return self.outcome == "collected"


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != len(FIELDS):
        raise ValueError(f"line {lineno}: {len(parts)} fields, want {len(FIELDS)}")
    row = dict(zip(FIELDS, parts))
    if row["size"] not in SIZES:
        raise ValueError(f"line {lineno}: size {row['size']!r}?")
    if row["outcome"] not in OUTCOMES:
        raise ValueError(f"line {lineno}: outcome {row['outcome']!r}?")
    try:
        row["height"] = float(row["height"])
        row["miles"] = float(row["miles"])
    except ValueError:
        raise ValueError(f"line {lineno}: bad number in {parts[3]!r}/{parts[6]!r}") from None
    return Callout(**row)


def load(text):
    callouts, bad = [], []
    for lineno, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            callouts.append(parse(line, lineno))
        except ValueError as exc:
            bad.append(str(exc))
    return callouts, bad


def report(text):
    callouts, bad = load(text)
    out = ["BEE SWARM CALLOUTS", "-" * 44]

    per_collector = defaultdict(list)
    for c in callouts:
        per_collector[c.collector].append(c)

    out.append(f"{'Collector':<10}{'Calls':>6}{'Got':>5}{'Miles':>8}{'Rate':>8}")
    for name, calls in sorted(per_collector.items()):
        got = sum(c.collected for c in calls)
        miles = sum(c.miles for c in calls)
        out.append(f"{name:<10}{len(calls):>6}{got:>5}{miles:>8.1f}{got / len(calls):>8.0%}")

    out.append("")
    outcomes = Counter(c.outcome for c in callouts)
    for outcome, n in outcomes.most_common():
        out.append(f"  {outcome:<12} {n:>3}")

    areas = Counter(c.area for c in callouts if c.collected)
    busiest, busiest_n = areas.most_common(1)[0]
    out.append(f"Busiest area: {busiest} ({busiest_n} collected)")

    heights = [c.height for c in callouts]
    out.append(f"Mean height: {sum(heights) / len(heights):.2f} m, max {max(heights):.1f} m")
    ladder_jobs = [c.postcode for c in callouts if c.height > 3 and c.collected]
    out.append(f"Ladder jobs collected: {', '.join(ladder_jobs) or 'none'}")

    weight = sum(SIZES[c.size] for c in callouts if c.collected)
    if bad:
        out.append("")
        out.append(f"Skipped {len(bad)} bad line(s):")
        out.extend(f"  * {b}" for b in bad)

    summary = {
        "callouts": len(callouts),
        "collected": sum(c.collected for c in callouts),
        "miles": round(sum(c.miles for c in callouts), 1),
        "size_points": weight,
        "skipped": len(bad),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = argv[1] if len(argv) > 1 else "root/swarm_calls.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))


if __name__ == "__main__":
    main(sys.argv)
