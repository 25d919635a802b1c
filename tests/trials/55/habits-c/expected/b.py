#!/usr/bin/env python3
"""Pothole reports: group council reports by ward and street, rank the worst."""
import json
import sys
from collections import Counter, defaultdict

DEFAULT_PATH = "root/potholes.csv"
SEVERITY = [(10.0, "critical"), (6.0, "major"), (3.0, "moderate"), (0.0, "minor")]
CREWS = {"North": "Crew A", "Central": "Crew B", "East": "Crew C", "West": "Crew D"}
RATE_PER_CM = 38.5


def parse_rows(text, sep=",", skip_header=True):
    lines = [line for line in text.strip().splitlines() if line.strip()]
    header = [h.strip().lower() for h in lines[0].split(sep)]
    rows, rejected = [], []
    for number, line in enumerate(lines[1:] if skip_header else lines, start=2):
        record = dict(zip(header, (cell.strip() for cell in line.split(sep))))
        try:
            record["depth_cm"] = float(record["depth_cm"])
        except ValueError:
            rejected.append((number, record["street"].title() or "?"))
            continue
        record["street"] = record["street"].title()
        rows.append(record)
    return rows, rejected


def severity(depth, table=SEVERITY):
    for limit, label in table:
        if depth >= limit:
            return label
    return "unknown"


def repair_cost(depth, rate=RATE_PER_CM, call_out=40):
    return call_out + depth * rate


def top_streets(counter, n=3):
    return sorted(counter.items(), key=lambda item: (-item[1], item[0]))[:n]


def report(path=DEFAULT_PATH):
    with open(path, encoding="utf-8") as handle:
        rows, rejected = parse_rows(handle.read())
    by_ward = defaultdict(list)
    streets = Counter()
    labels = Counter()
    for row in rows:
        by_ward[row["ward"]].append(row)
        streets[row["street"]] += 1
        labels[severity(row["depth_cm"])] += 1
    open_rows = [r for r in rows if r["status"] == "open"]
    out = [f"POTHOLE REPORT ({len(rows)} valid, {len(rejected)} rejected)".center(60, "=")]
    out.append(f"{'Ward':<10}{'Crew':<8}{'Reports':>8}{'Open':>6}{'Avg cm':>9}{'Cost':>11}")
    wards = sorted(by_ward)
    for ward, crew in zip(wards, [CREWS.get(w, "none") for w in wards]):
        items = by_ward[ward]
        still_open = [r for r in items if r["status"] == "open"]
        avg = sum(r["depth_cm"] for r in items) / len(items)
        cost = sum(repair_cost(r["depth_cm"]) for r in still_open)
        out.append(f"{ward:<10}{crew:<8}{len(items):>8}{len(still_open):>6}{avg:>9.2f}{cost:>11,.2f}")
    out.append("")
    out.append("Worst open potholes:")
    worst = sorted(open_rows, key=lambda r: r["depth_cm"], reverse=True)[:4]
    for rank, row in enumerate(worst, 1):
        label = severity(row["depth_cm"]).upper()
        out.append(f"  {rank}. {row['street']:<14} {row['depth_cm']:5.1f} cm  {label:<9} since {row['reported'][5:]}")
    out.append("Busiest streets: " + ", ".join(f"{s} x{c}" for s, c in top_streets(streets)))
    for number, street in rejected:
        out.append(f"  ! line {number:03d} rejected ({street})")
    share = len(open_rows) / len(rows) if rows else 0
    out.append(f"Open share: {share:.1%}")
    summary = {
        "valid": len(rows),
        "rejected": [n for n, _ in rejected],
        "open_cost": round(sum(repair_cost(r["depth_cm"]) for r in open_rows), 2),
        "severity": dict(labels.most_common()),
        "wards": {w: len(by_ward[w]) for w in wards},
    }
    out.append(json.dumps(summary, indent=2))
    return "\n".join(out)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else DEFAULT_PATH))
