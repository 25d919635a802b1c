#!/usr/bin/env python3
"""Cheese cave ripening report: ages, readiness and grading of batches."""
import json
import sys
from collections import Counter, defaultdict
from datetime import date, timedelta
from pathlib import Path
from statistics import mean

TODAY = date(2024, 5, 1)
GRADES = {"A": 3, "B": 2, "C": 1}


def parse_line(line, sep="|"):
    batch, kind, made, weight, target, checks = (p.strip() for p in line.split(sep))
    readings = []
    for chunk in filter(None, checks.split(";")):
        day, ph, grade = chunk.split(":")
        readings.append({"day": int(day), "ph": float(ph), "grade": grade})
    return {
        "batch": batch,
        "kind": kind,
        "made": date.fromisoformat(made),
        "weight": float(weight),
        "target": int(target),
        "readings": readings,
    }


def load(path):
    with open(path, encoding="utf-8") as fh:
        return [parse_line(l) for l in fh if l.strip() and not l.lstrip().startswith("#")]


def age(b, today=TODAY):
    return (today - b["made"]).days


def ready_on(b):
    return b["made"] + timedelta(days=b["target"])


def score(b):
    if not b["readings"]:
        return 0.0
    return mean(GRADES.get(r["grade"], 0) for r in b["readings"])


def fmt_kg(x, width=7):
    return f"{x:>{width}.2f} kg"


def report(path, today=TODAY):
    batches = load(path)
    lines = [f"Cheese cave report for {today:%d %b %Y}", "-" * 36]
    by_kind = defaultdict(list)
    for b in batches:
        by_kind[b["kind"]].append(b)
    lines.append(f"{'kind':<10}{'n':>3}{'weight':>13}{'avg age':>9}")
    for kind, group in sorted(by_kind.items()):
        total = sum(b["weight"] for b in group)
        avg_age = mean(age(b, today) for b in group)
        lines.append(f"{kind:<10}{len(group):>3}{fmt_kg(total, 10)}{avg_age:>9.1f}")
    lines.append("")
    ready = [b for b in batches if ready_on(b) <= today]
    waiting = sorted((b for b in batches if b not in ready), key=lambda b: ready_on(b))
    lines.append(f"Ready now ({len(ready)}): " + (", ".join(b["batch"] for b in ready) or "none"))
    lines.append("Next to ripen:")
    for b in waiting[:3]:
        days_left = (ready_on(b) - today).days
        lines.append(f"  {b['batch']:<6} {b['kind']:<8} in {days_left:3d} days ({ready_on(b).isoformat()})")
    lines.append("")
    lines.append("Quality (mean grade, pH drift):")
    ranked = sorted(batches, key=lambda b: (-score(b), b["batch"]))
    for b in ranked:
        phs = [r["ph"] for r in b["readings"]]
        drift = phs[-1] - phs[0] if len(phs) > 1 else 0.0
        stars = "*" * round(score(b))
        lines.append(f"  {b['batch']:<6} {score(b):4.2f} {drift:+.2f} {stars}")
    grades = Counter(r["grade"] for b in batches for r in b["readings"])
    lines.append("Grades: " + " ".join(f"{g}={n}" for g, n in sorted(grades.items())))
    summary = {
        "batches": len(batches),
        "kg": round(sum(b["weight"] for b in batches), 2),
        "ready": [b["batch"] for b in ready],
        "best": ranked[0]["batch"] if ranked else None,
        "grades": dict(grades),
        "oldest_days": max((age(b, today) for b in batches), default=0),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "root" / "cheese.txt"
    target = sys.argv[1] if len(sys.argv) > 1 else default
    print(report(target))
