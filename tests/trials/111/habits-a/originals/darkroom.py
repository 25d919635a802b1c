#!/usr/bin/env python3
"""Community darkroom: enlarger usage, paper consumption and chemistry per member."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

PAPERS = {"rc", "fibre"}
FMT = "%Y-%m-%d %H:%M"
RATE_PER_HOUR = 3.5
SHEET_PRICE = {"rc": 0.6, "fibre": 1.1}


@dataclass
class Session:
    member: str
    enlarger: str
    start: datetime
    end: datetime
    sheets: int
    paper: str
    chem_ml: int

    @property
    def hours(self) -> float:
        return (self.end - self.start).total_seconds() / 3600

    @property
    def cost(self) -> float:
        return self.hours * RATE_PER_HOUR + self.sheets * SHEET_PRICE[self.paper]


def parse_line(line: str) -> Session:
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 7:
        raise ValueError(f"expected 7 fields, got {len(fields)}")
    member, enlarger, start, end, sheets, paper, chem = fields
    start_dt, end_dt = datetime.strptime(start, FMT), datetime.strptime(end, FMT)
    if end_dt <= start_dt:
        raise ValueError("session ends before it starts")
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}")
    return Session(member, enlarger, start_dt, end_dt, int(sheets), paper, int(chem))


def load(path: Path):
    sessions, errors = [], []
    lines = path.read_text().splitlines()
    for lineno, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            sessions.append(parse_line(line))
        except ValueError as exc:
            errors.append((lineno, str(exc)))
    return sessions, errors


def report(sessions, errors):
    by_member = defaultdict(list)
    for s in sessions:
        by_member[s.member].append(s)
    enlarger_hours = Counter()
    for s in sessions:
        enlarger_hours[s.enlarger] += s.hours
    paper_sheets = Counter()
    for s in sessions:
        paper_sheets[s.paper] += s.sheets

    lines = ["DARKROOM USAGE", "=" * 44]
    lines.append(f"{'Member':<10}{'Sess':>5}{'Hours':>8}{'Sheets':>8}{'Bill':>10}")
    totals = {m: sum(s.cost for s in ss) for m, ss in by_member.items()}
    for member in sorted(by_member, key=lambda m: (-totals[m], m)):
        ss = by_member[member]
        hours = sum(s.hours for s in ss)
        sheets = sum(s.sheets for s in ss)
        lines.append(f"{member:<10}{len(ss):>5}{hours:>8.2f}{sheets:>8}{totals[member]:>10.2f}")
    lines.append("-" * 44)
    for enlarger, hours in sorted(enlarger_hours.items()):
        share = hours / sum(enlarger_hours.values())
        lines.append(f"{enlarger}: {hours:5.1f} h ({share:.0%})")
    top_paper, top_count = paper_sheets.most_common(1)[0]
    lines.append(f"Paper: {', '.join(f'{p}={n}' for p, n in sorted(paper_sheets.items()))}; most used {top_paper} ({top_count})")
    ml_per_sheet = sum(s.chem_ml for s in sessions) / sum(s.sheets for s in sessions)
    lines.append(f"Chemistry: {ml_per_sheet:.1f} ml per sheet")
    longest = max(sessions, key=lambda s: s.hours)
    lines.append(f"Longest: {longest.member} on {longest.enlarger}, {longest.start:%a %d %b} {longest.hours:.2f} h")
    lines += [f"line {n}: {why}" for n, why in errors]

    summary = {
        "sessions": len(sessions),
        "errors": len(errors),
        "members": len(by_member),
        "billed": round(sum(totals.values()), 2),
        "busiest_enlarger": max(enlarger_hours, key=enlarger_hours.get),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "darkroom.log"
    sessions, errors = load(path)
    if not sessions:
        print("no sessions", file=sys.stderr)
        return 1
    print(report(sessions, errors))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
