#!/usr/bin/env python3
"""Summarise a sewer manhole inspection survey."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "manholes.txt"
URGENT_CONDITION = 4
COVER_TYPES = {"ductile", "cast", "composite"}


@dataclass(frozen=True)
class Inspection:
    mh_id: str
    street: str
    depth: float
    cover: str
    condition: int
    infiltration: float
    date: str

    @property
    def urgent(self) -> bool:
        return self.condition >= URGENT_CONDITION or self.infiltration >= 2.0

    @property
    def risk(self) -> float:
        return self.condition * 10 + self.infiltration * 5 + max(self.depth - 3.0, 0) * 8


class BadLine(ValueError):
    pass


def parse_line(line: str, lineno: int) -> Inspection:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 7:
        raise BadLine(f"line {lineno}: expected 7 fields, got {len(parts)}")
    mh_id, street, depth, cover, condition, infiltration, date = parts
    try:
        depth_m, cond, infl = float(depth), int(condition), float(infiltration)
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if not 1 <= cond <= 5:
        raise BadLine(f"line {lineno}: condition {cond} out of range 1-5")
    if cover not in COVER_TYPES:
        raise BadLine(f"line {lineno}: unknown cover {cover!r}")
    return Inspection(mh_id, street, depth_m, cover, cond, infl, date)


def load(text: str):
    records, errors = {}, []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            rec = parse_line(line, lineno)
        except BadLine as exc:
            errors.append(str(exc))
            continue
        # a later re-inspection replaces the earlier one
        records[rec.mh_id] = rec
    return list(records.values()), errors


def report(text: str) -> str:
    inspections, errors = load(text)
    by_street = defaultdict(list)
    for insp in inspections:
        by_street[insp.street].append(insp)

    lines = ["Manhole inspection survey", "=" * 46,
             f"{'street':<14}{'count':>6}{'avg cond':>10}{'max depth':>11}{'urgent':>7}"]
    for street, items in sorted(by_street.items()):
        avg = sum(i.condition for i in items) / len(items)
        deepest = max(i.depth for i in items)
        urgent = sum(i.urgent for i in items)
        lines.append(f"{street:<14}{len(items):>6}{avg:>10.2f}{deepest:>11.2f}{urgent:>7}")
    lines.append("-" * 46)

    covers = Counter(i.cover for i in inspections)
    lines.append("Covers: " + ", ".join(f"{c}={n}" for c, n in covers.most_common()))
    ranked = sorted(inspections, key=lambda i: (-i.risk, i.mh_id))
    lines.append("Top risks:")
    lines.extend(f"  {i.mh_id:<7} {i.street:<14} risk {i.risk:6.1f}" for i in ranked[:3])
    if errors:
        lines.append(f"Skipped {len(errors)} bad line(s):")
        lines.extend(f"  {e}" for e in errors)

    total_infl = sum(i.infiltration for i in inspections)
    summary = {
        "manholes": len(inspections),
        "streets": len(by_street),
        "urgent": sum(i.urgent for i in inspections),
        "skipped": len(errors),
        "infiltration_lpm": round(total_infl, 2),
        "worst": ranked[0].mh_id if ranked else None,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
