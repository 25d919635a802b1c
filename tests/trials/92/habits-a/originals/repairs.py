#!/usr/bin/env python3
"""Phone repair counter: summarise a week of tickets."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

LABOUR_RATE = 48.0  # per hour
STATUSES = {"done", "waiting", "collected", "unrepairable"}


@dataclass
class Ticket:
    id: str
    date: str
    brand: str
    fault: str
    parts: float
    minutes: int
    status: str

    @property
    def labour(self) -> float:
        return round(self.minutes / 60 * LABOUR_RATE, 2)

    @property
    def bill(self) -> float:
        return 0.0 if self.status == "unrepairable" else round(self.parts + self.labour, 2)


class BadLine(ValueError):
    pass


def parse(line: str, lineno: int) -> Ticket:
    fields = line.split("\t")
    if len(fields) != 7:
        raise BadLine(f"line {lineno}: expected 7 fields, got {len(fields)}")
    tid, date, brand, fault, parts, minutes, status = (f.strip() for f in fields)
    try:
        parts_f, minutes_i = float(parts), int(minutes)
    except ValueError as e:
        raise BadLine(f"line {lineno}: {e}") from None
    if minutes_i < 0:
        raise BadLine(f"line {lineno}: negative labour {minutes_i}")
    if status not in STATUSES:
        raise BadLine(f"line {lineno}: unknown status {status!r}")
    return Ticket(tid, date, brand, fault, parts_f, minutes_i, status)


def load(text: str):
    tickets, problems = [], []
    for n, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        try:
            tickets.append(parse(raw, n))
        except BadLine as e:
            problems.append(str(e))
    return tickets, problems


def report(text: str) -> str:
    tickets, problems = load(text)
    lines = ["PHONE REPAIR WEEK", "=" * 44]

    by_brand = defaultdict(list)
    for t in tickets:
        by_brand[t.brand].append(t)
    lines.append(f"{'brand':<10}{'jobs':>5}{'parts':>10}{'labour':>10}{'billed':>9}")
    for brand, ts in sorted(by_brand.items(), key=lambda kv: (-sum(t.bill for t in kv[1]), kv[0])):
        parts = sum(t.parts for t in ts)
        labour = sum(t.labour for t in ts)
        billed = sum(t.bill for t in ts)
        lines.append(f"{brand:<10}{len(ts):>5}{parts:>10.2f}{labour:>10.2f}{billed:>9.2f}")

    lines.append("-" * 44)
    faults = Counter(t.fault for t in tickets)
    lines.append("faults: " + ", ".join(f"{f} x{n}" for f, n in faults.most_common()))
    statuses = Counter(t.status for t in tickets)
    lines.append("status: " + ", ".join(f"{s}={statuses[s]}" for s in sorted(statuses)))

    avg_min = sum(t.minutes for t in tickets) / len(tickets) if tickets else 0
    lines.append(f"average bench time: {avg_min:.1f} min")
    longest = max(tickets, key=lambda t: t.minutes)
    lines.append(f"longest job: {longest.id} ({longest.brand} {longest.fault}, {longest.minutes} min)")
    by_day = Counter(t.date for t in tickets)
    busiest, count = max(by_day.items(), key=lambda kv: (kv[1], kv[0]))
    lines.append(f"busiest day: {busiest} with {count} tickets")

    if problems:
        lines.append(f"rejected {len(problems)} line(s):")
        lines.extend(f"  - {p}" for p in problems)

    revenue = sum(t.bill for t in tickets)
    summary = {
        "tickets": len(tickets),
        "rejected": len(problems),
        "revenue": round(revenue, 2),
        "open": statuses["waiting"],
        "top_fault": faults.most_common(1)[0][0] if faults else None,
        "brands": sorted(by_brand),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / "root" / "repairs.tsv"
    print(report(path.read_text(encoding="utf-8")))
