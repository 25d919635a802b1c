#!/usr/bin/env python3
"""Bothy log-book: occupancy and firewood report per bothy."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from statistics import mean

FIELDS = ("date", "bothy", "party", "nights", "wood_kg", "note")


@dataclass
class Entry:
    date: str
    bothy: str
    party: int
    nights: int
    wood_kg: float
    note: str = ""

    @property
    def bed_nights(self):
        return self.party * self.nights

    @property
    def wood_per_night(self):
        return self.wood_kg / self.nights


class BadLine(ValueError):
    pass


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != len(FIELDS):
        raise BadLine(f"line {lineno}: {len(parts)} fields, want {len(FIELDS)}")
    date, bothy, party, nights, wood, note = parts
    try:
        entry = Entry(date, bothy, int(party), int(nights), float(wood), note)
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if entry.nights < 1:
        raise BadLine(f"line {lineno}: nights must be at least 1")
    return entry


def load(text):
    entries, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            entries.append(parse(line, lineno))
        except BadLine as exc:
            problems.append(str(exc))
    return entries, problems


def report(text):
    entries, problems = load(text)
    by_bothy = defaultdict(list)
    for e in entries:
        by_bothy[e.bothy].append(e)

    lines = ["BOTHY LOG-BOOK REPORT", "=" * 44]
    lines.append(f"{'bothy':<10} {'visits':>6} {'bed-nights':>10} {'wood kg':>8} {'kg/night':>8}")
    for name, visits in sorted(by_bothy.items(), key=lambda kv: (-sum(e.bed_nights for e in kv[1]), kv[0])):
        bed = sum(e.bed_nights for e in visits)
        wood = sum(e.wood_kg for e in visits)
        per_night = mean(e.wood_per_night for e in visits)
        lines.append(f"{name:<10} {len(visits):>6} {bed:>10} {wood:>8.2f} {per_night:>8.2f}")
    lines.append("-" * 44)

    months = Counter(e.date[:7] for e in entries)
    lines.append("visits by month: " + ", ".join(f"{m}={n}" for m, n in sorted(months.items())))
    busiest = max(entries, key=lambda e: e.bed_nights)
    lines.append(f"biggest stay: {busiest.bothy} on {busiest.date} ({busiest.party} people x {busiest.nights} nights)")
    noted = [e for e in entries if e.note]
    lines.append(f"entries with notes: {len(noted)} ({len(noted) / len(entries):.0%})")
    no_wood = [e.bothy for e in entries if e.wood_kg == 0]
    if no_wood:
        lines.append(f"no wood burned at: {', '.join(no_wood)}")
    if problems:
        lines.append(f"skipped {len(problems)} line(s):")
        lines.extend(f"  {p}" for p in problems)

    summary = {
        "entries": len(entries),
        "skipped": len(problems),
        "bed_nights": sum(e.bed_nights for e in entries),
        "wood_kg": round(sum(e.wood_kg for e in entries), 2),
        "bothies": sorted(by_bothy),
        "busiest": max(by_bothy, key=lambda b: sum(e.bed_nights for e in by_bothy[b])),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = argv[1] if len(argv) > 1 else "root/bothy_log.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))


if __name__ == "__main__":
    main(sys.argv)
