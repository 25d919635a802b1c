#!/usr/bin/env python3
# Missed bin collections: weekly report by ward and bin type.
import json
import sys
from pathlib import Path

path = Path(__file__).resolve().parent.parent / "root" / "missed_bins.txt"


def minutes(hhmm):
    h, m = hhmm.split(":")
    h, m = int(h), int(m)
    if not (0 <= h < 24 and 0 <= m < 60):
        raise ValueError(f"bad time {hhmm!r}")
    return h * 60 + m


wards = {}
bins = {}
open_reports = []
errors = []
resolved_total = 0
resolved_count = 0
repeat_streets = {}

for n, raw in enumerate(path.read_text().splitlines(), 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        errors.append(f"line {n}: expected 6 fields, found {len(parts)}")
        continue
    date, ward, street, kind, reported, resolved = parts
    try:
        start = minutes(reported)
        end = minutes(resolved) if resolved else None
    except ValueError as e:
        errors.append(f"line {n}: {e}")
        continue
    if end is not None and end < start:
        errors.append(f"line {n}: resolved before reported ({reported} > {resolved})")
        continue

    w = wards.setdefault(ward, {"reports": 0, "resolved": 0, "minutes": 0})
    w["reports"] += 1
    bins[kind] = bins.get(kind, 0) + 1
    key = (ward, street)
    repeat_streets[key] = repeat_streets.get(key, 0) + 1

    if end is None:
        open_reports.append((date, ward, street, kind))
    else:
        took = end - start
        w["resolved"] += 1
        w["minutes"] += took
        resolved_total += took
        resolved_count += 1

print("MISSED BIN COLLECTIONS")
print("-" * 44)
print(f"{'Ward':<14}{'Reports':>8}{'Fixed':>7}{'Avg fix':>10}")
for ward, w in sorted(wards.items(), key=lambda kv: (-kv[1]["reports"], kv[0])):
    if w["resolved"]:
        avg = w["minutes"] / w["resolved"]
        avg_txt = f"{int(avg // 60)}h{int(avg % 60):02d}"
    else:
        avg_txt = "n/a"
    print(f"{ward:<14}{w['reports']:>8}{w['resolved']:>7}{avg_txt:>10}")
print("-" * 44)

print("By bin type:")
total = sum(bins.values())
for kind in sorted(bins, key=bins.get, reverse=True):
    share = bins[kind] / total * 100
    print(f"  {kind:<10} {bins[kind]:>3}  {share:5.1f}%  {'#' * bins[kind]}")

repeats = [f"{street} ({ward})" for (ward, street), c in repeat_streets.items() if c > 1]
if repeats:
    print("Repeat streets: " + ", ".join(repeats))

if open_reports:
    print(f"Still open ({len(open_reports)}):")
    for date, ward, street, kind in open_reports:
        print(f"  {date} {street}, {ward} [{kind}]")

for msg in errors:
    print(f"WARNING {msg}", file=sys.stdout)

avg_all = round(resolved_total / resolved_count / 60, 2) if resolved_count else None
summary = {
    "reports": total,
    "open": len(open_reports),
    "avg_fix_hours": avg_all,
    "worst_ward": max(wards, key=lambda k: wards[k]["reports"]),
    "bad_lines": len(errors),
}
print(json.dumps(summary))
