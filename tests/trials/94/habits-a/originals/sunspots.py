#!/usr/bin/env python3
"""Amateur solar observers: daily sunspot counts -> relative (Wolf) numbers."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

K_FACTOR = {"Hale": 0.9, "Maunder": 1.1, "Wolf": 1.0, "Carrington": 0.8}


@dataclass(frozen=True)
class Observation:
    observer: str
    date: str
    groups: int
    spots: int
    seeing: int

    @property
    def wolf_number(self) -> float:
        return K_FACTOR.get(self.observer, 1.0) * (10 * self.groups + self.spots)


class BadLine(ValueError):
    pass


def parse(line: str) -> Observation:
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 5:
        raise BadLine(f"expected 5 fields, got {len(fields)}")
    observer, date, *numbers = fields
    try:
        groups, spots, seeing = (int(n) for n in numbers)
    except ValueError as exc:
        raise BadLine(f"not a number: {exc}") from None
    if spots < 0 or groups < 0:
        raise BadLine("negative count")
    if not 1 <= seeing <= 5:
        raise BadLine(f"seeing {seeing} outside 1-5")
    return Observation(observer, date, groups, spots, seeing)


def load(text: str):
    observations, problems = [], []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            observations.append(parse(line))
        except BadLine as err:
            problems.append((number, str(err)))
    return observations, problems


def report(text: str) -> str:
    observations, problems = load(text)
    by_date = defaultdict(list)
    for obs in observations:
        by_date[obs.date].append(obs)
    per_observer = Counter(obs.observer for obs in observations)
    good = [obs for obs in observations if obs.seeing >= 3]

    lines = ["SUNSPOT LOG", "-" * 36, f"{'date':<12}{'obs':>4}{'mean R':>10}{'max R':>10}"]
    for date, group in sorted(by_date.items()):
        rs = [o.wolf_number for o in group]
        lines.append(f"{date:<12}{len(group):>4}{mean(rs):>10.1f}{max(rs):>10.1f}")
    lines.append("")
    lines.append("Observers:")
    for name, count in per_observer.most_common():
        avg = mean(o.wolf_number for o in observations if o.observer == name)
        lines.append(f"  {name:<11} {count:>2} obs  avg R {avg:6.2f}")
    if problems:
        lines.append("")
        lines.append(f"Rejected {len(problems)} line(s):")
        lines.extend(f"  line {n}: {why}" for n, why in problems)
    peak = max(observations, key=lambda o: o.wolf_number)
    summary = {
        "observations": len(observations),
        "days": len(by_date),
        "mean_R_good_seeing": round(mean(o.wolf_number for o in good), 2),
        "peak": {"date": peak.date, "observer": peak.observer, "R": round(peak.wolf_number, 1)},
        "rejected": len(problems),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "sunspots.txt"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
