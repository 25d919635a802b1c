#!/usr/bin/env python3
"""Summarise citizen hail reports from a tab-separated file."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from statistics import mean

DAMAGE_LEVELS = ("none", "light", "heavy")
SIZE_CLASSES = [(0, 10, "pea"), (10, 20, "marble"), (20, 32, "grape"), (32, 1000, "golf ball+")]


@dataclass
class Report:
    time: str
    observer: str
    region: str
    size_mm: float
    duration_min: int
    damage: str

    @property
    def size_class(self):
        return next(name for lo, hi, name in SIZE_CLASSES if lo <= self.size_mm < hi)

    @property
    def hour(self):
        return self.time[11:13]


def parse_line(line, lineno):
    parts = line.rstrip("\n").split("\t")
    if len(parts) != 6:
        raise ValueError(f"line {lineno}: expected 6 fields, got {len(parts)}")
    time, observer, region, size, duration, damage = parts
    try:
        size_mm, duration_min = float(size), int(duration)
    except ValueError:
        raise ValueError(f"line {lineno}: bad number in {size!r}/{duration!r}") from None
    if duration_min <= 0:
        raise ValueError(f"line {lineno}: duration must be positive, got {duration_min}")
    if damage not in DAMAGE_LEVELS:
        raise ValueError(f"line {lineno}: unknown damage {damage!r}")
    return Report(time, observer, region, size_mm, duration_min, damage)


def load(path):
    reports, problems = [], []
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                reports.append(parse_line(line, lineno))
            except ValueError as exc:
                problems.append(str(exc))
    return reports, problems


def build_report(path):
    reports, problems = load(path)
    by_region = defaultdict(list)
    for r in reports:
        by_region[r.region].append(r)

    lines = ["Hail report summary", "-" * 19]
    lines.append(f"{'region':<12}{'n':>3}{'max mm':>8}{'mean mm':>9}{'mins':>6}  damage")
    for region, rs in sorted(by_region.items(), key=lambda kv: (-max(r.size_mm for r in kv[1]), kv[0])):
        dmg = Counter(r.damage for r in rs)
        dmg_text = " ".join(f"{k}={dmg[k]}" for k in DAMAGE_LEVELS if dmg[k])
        lines.append(
            f"{region:<12}{len(rs):>3}{max(r.size_mm for r in rs):>8.1f}"
            f"{mean(r.size_mm for r in rs):>9.2f}{sum(r.duration_min for r in rs):>6}  {dmg_text}"
        )

    classes = Counter(r.size_class for r in reports)
    lines.append("")
    lines.append("Size classes: " + ", ".join(f"{name} {classes[name]}" for _, _, name in SIZE_CLASSES))
    hours = Counter(r.hour for r in reports)
    busiest, count = max(sorted(hours.items()), key=lambda kv: kv[1])
    lines.append(f"Busiest hour: {busiest}:00 with {count} reports")
    observers = Counter(r.observer for r in reports)
    top = [f"{o} ({n})" for o, n in observers.most_common(3)]
    lines.append(f"Top observers: {', '.join(top)}")
    biggest = max(reports, key=lambda r: r.size_mm)
    lines.append(f"Largest stone: {biggest.size_mm:.0f} mm in {biggest.region} at {biggest.time[11:]} by {biggest.observer}")
    heavy_share = sum(r.damage == "heavy" for r in reports) / len(reports)
    lines.append(f"Heavy damage share: {heavy_share:.1%}")
    if problems:
        lines.append(f"Skipped {len(problems)} bad lines:")
        lines.extend(f"  * {p}" for p in problems)

    summary = {
        "reports": len(reports),
        "regions": len(by_region),
        "max_mm": biggest.size_mm,
        "mean_mm": round(mean(r.size_mm for r in reports), 2),
        "heavy": sum(r.damage == "heavy" for r in reports),
        "skipped": len(problems),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = argv[1] if len(argv) > 1 else "root/hail_reports.tsv"
    print(build_report(path))


if __name__ == "__main__":
    main(sys.argv)
