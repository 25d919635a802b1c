#!/usr/bin/env python3
"""Ward census report: bed occupancy, flow and pressure per hospital ward."""
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from statistics import mean

DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "ward_census.txt"
FIELDS = ("ward", "beds", "day", "occupied", "admissions", "discharges")
HIGH_PRESSURE = 0.95  # occupancy at or above this is "high pressure"
DAY_ORDER = {d: i for i, d in enumerate(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])}


def parse(text):
    rows, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != len(FIELDS):
            problems.append((lineno, "wrong field count"))
            continue
        record = dict(zip(FIELDS, parts))
        try:
            for key in ("beds", "occupied", "admissions", "discharges"):
                record[key] = int(record[key])
        except ValueError as exc:
            problems.append((lineno, f"bad number ({exc.args[0].split(': ')[-1]})"))
            continue
        rows.append(record)
    return rows, problems


def occupancy(row):
    return row["occupied"] / row["beds"] if row["beds"] else 0.0


def summarize(rows):
    by_ward = defaultdict(list)
    for row in rows:
        by_ward[row["ward"]].append(row)
    wards = {}
    for name, days in by_ward.items():
        days.sort(key=lambda r: DAY_ORDER.get(r["day"], 99))
        rates = [occupancy(r) for r in days]
        peak_row = max(days, key=lambda r: (occupancy(r), -DAY_ORDER.get(r["day"], 99)))
        wards[name] = {
            "beds": days[0]["beds"],
            "days": len(days),
            "avg": mean(rates),
            "peak": (peak_row["day"], occupancy(peak_row)),
            "net": sum(r["admissions"] - r["discharges"] for r in days),
            "over": [r["day"] for r in days if r["occupied"] > r["beds"]],
        }
    return wards


def bar(rate, width=20):
    filled = min(width, round(rate * width))
    return "#" * filled + "." * (width - filled)


def report(rows, problems, *, title="WARD CENSUS"):
    wards = summarize(rows)
    ranking = sorted(wards.items(), key=lambda kv: (-kv[1]["avg"], kv[0]))
    lines = [f"{title} — {len(rows)} day-records, {len(wards)} wards", "=" * 60]
    lines.append(f"{'Ward':<12}{'Beds':>5}{'Avg':>8}  {'Occupancy':<20}{'Peak':>11}{'Net':>5}")
    for name, w in ranking:
        day, rate = w["peak"]
        lines.append(
            f"{name:<12}{w['beds']:>5}{w['avg']:>8.1%}  {bar(w['avg'])}"
            f"{day:>5} {rate:>5.0%}{w['net']:>+5d}"
        )
    lines.append("-" * 60)
    pressure = Counter(
        r["day"] for r in rows if occupancy(r) >= HIGH_PRESSURE
    )
    day_list = sorted(pressure.items(), key=lambda kv: (-kv[1], DAY_ORDER.get(kv[0], 99)))
    lines.append("High-pressure days: " + (", ".join(f"{d}×{n}" for d, n in day_list) or "none"))
    overflow = {name: w["over"] for name, w in wards.items() if w["over"]}
    for name, days in sorted(overflow.items()):
        lines.append(f"  OVER CAPACITY: {name} on {', '.join(days)}")
    total_beds = sum(w["beds"] for w in wards.values())
    busiest, quietest = ranking[0][0], ranking[-1][0]
    lines.append(f"Total beds {total_beds:,}; busiest {busiest}, quietest {quietest}")
    for lineno, why in problems:
        lines.append(f"  line {lineno:>3}: skipped, {why}")
    summary = {
        "wards": len(wards),
        "records": len(rows),
        "beds": total_beds,
        "mean_occupancy": round(mean(occupancy(r) for r in rows), 4),
        "busiest": busiest,
        "net_flow": sum(w["net"] for w in wards.values()),
        "over_capacity": sorted(overflow),
        "skipped": [n for n, _ in problems],
    }
    lines.append(json.dumps(summary, ensure_ascii=False))
    return "\n".join(lines)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    path = Path(argv[0]) if argv else DEFAULT_FILE
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        print(f"cannot read {path}: {exc}", file=sys.stderr)
        return 1
    rows, problems = parse(text)
    print(report(rows, problems))
    return 0


if __name__ == "__main__":
    sys.exit(main())
