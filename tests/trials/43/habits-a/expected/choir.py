#!/usr/bin/env python3
"""Attendance report for a community choir's weekly rehearsals."""
import csv
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ATTENDED = {"present", "late"}
SECTION_ORDER = ["soprano", "alto", "tenor", "bass"]


@dataclass
class Singer:
    name: str
    section: str
    statuses: list = field(default_factory=list)
    late_minutes: int = 0

    @property
    def rate(self):
        if not self.statuses:
            return 0.0
        return sum(s in ATTENDED for s in self.statuses) / len(self.statuses)


def parse_late(raw, default=0):
    try:
        return int(raw)
    except (TypeError, ValueError):
        return default


def load_rows(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return [row for row in csv.DictReader(fh) if row.get("singer")]


def collect(rows):
    singers = {}
    per_date = defaultdict(Counter)
    bad_values = []
    for lineno, row in enumerate(rows, start=2):
        name, section, status = row["singer"], row["section"], row["status"].strip().lower()
        singer = singers.setdefault(name, Singer(name, section))
        singer.statuses.append(status)
        per_date[row["date"]][status] += 1
        if status == "late":
            raw = row.get("minutes_late", "")
            minutes = parse_late(raw, default=None)
            if minutes is None:
                bad_values.append(f"line {lineno}: {raw!r}")
                minutes = 0
            singer.late_minutes += minutes
    return singers, per_date, bad_values


def section_key(section):
    return (SECTION_ORDER.index(section), section) if section in SECTION_ORDER else (len(SECTION_ORDER), section)


def build_report(path="root/choir.csv", warn_below=0.75):
    singers, per_date, bad_values = collect(load_rows(path))
    dates = sorted(per_date)
    lines = [f"Choir attendance {dates[0]} .. {dates[-1]} ({len(dates)} rehearsals)", "-" * 44]
    by_section = defaultdict(list)
    for s in singers.values():
        by_section[s.section].append(s)
    for section in sorted(by_section, key=section_key):
        members = sorted(by_section[section], key=lambda s: (-s.rate, s.name))
        avg = sum(m.rate for m in members) / len(members)
        lines.append(f"{section.title():<9} avg {avg:6.1%}")
        for m in members:
            flag = " !" if m.rate < warn_below else ""
            lines.append(f"  {m.name:<8}{m.rate:>7.0%}  late {m.late_minutes:>3} min{flag}")
    lines.append("")
    for d in dates:
        counts = per_date[d]
        total = sum(counts.values())
        here = sum(counts[s] for s in ATTENDED)
        lines.append(f"{d}: {here}/{total} here, " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    totals = Counter(st for s in singers.values() for st in s.statuses)
    most_late = max(singers.values(), key=lambda s: s.late_minutes)
    lines.append(f"Most late: {most_late.name} ({most_late.late_minutes} min)")
    lines.append("Overall: " + " ".join(f"{k}={v}" for k, v in totals.most_common()))
    if bad_values:
        lines.append("Unreadable minutes: " + "; ".join(bad_values))
    watch = [s.name for s in sorted(singers.values(), key=lambda s: s.name) if s.rate < warn_below]
    summary = {"rehearsals": len(dates), "singers": len(singers), "watch": watch,
               "overall_rate": round(sum(totals[s] for s in ATTENDED) / sum(totals.values()), 3)}
    return "\n".join(lines), summary


def main(argv=None):
    argv = argv if argv is not None else sys.argv[1:]
    path = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "root" / "choir.csv"
    text, summary = build_report(path)
    print(text)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
