#!/usr/bin/env python3
"""Origami workshop paper usage report from a pipe-separated session log."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

PRICE_PER_SHEET = {"kami": 0.04, "washi": 0.55, "foil": 0.12, "tant": 0.80, "elephant hide": 2.40}
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "origami.log"


@dataclass
class Usage:
    session: str
    date: str
    paper: str
    sheets: int
    size_cm: float
    folders: int

    @property
    def area_m2(self) -> float:
        return self.sheets * (self.size_cm / 100) ** 2

    @property
    def cost(self) -> float:
        return self.sheets * PRICE_PER_SHEET[self.paper]


def parse_line(line: str, line_no: int) -> Usage:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise ValueError(f"line {line_no}: expected 6 fields, got {len(parts)}")
    session, date, paper, sheets, size, folders = parts
    if paper not in PRICE_PER_SHEET:
        raise ValueError(f"line {line_no}: unknown paper {paper!r}")
    try:
        usage = Usage(session, date, paper, int(sheets), float(size), int(folders))
    except ValueError:
        raise ValueError(f"line {line_no}: non-numeric field in {line!r}") from None
    if usage.sheets <= 0:
        raise ValueError(f"line {line_no}: sheets must be positive, got {usage.sheets}")
    return usage


def load(text: str):
    rows, problems = [], []
    for no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            rows.append(parse_line(line, no))
        except ValueError as exc:
            problems.append(str(exc))
    return rows, problems


def report(rows, problems) -> str:
    by_paper = defaultdict(lambda: {"sheets": 0, "area": 0.0, "cost": 0.0})
    for u in rows:
        agg = by_paper[u.paper]
        agg["sheets"] += u.sheets
        agg["area"] += u.area_m2
        agg["cost"] += u.cost

    folders = {}
    for u in rows:
        folders[u.session] = max(folders.get(u.session, 0), u.folders)
    sheets_per_session = Counter()
    for u in rows:
        sheets_per_session[u.session] += u.sheets

    out = ["ORIGAMI WORKSHOP PAPER USAGE", ""]
    out.append(f"{'Paper':<14}{'Sheets':>8}{'Area m2':>10}{'Cost':>10}")
    ordered = sorted(by_paper.items(), key=lambda kv: (-kv[1]["cost"], kv[0]))
    for paper, agg in ordered:
        out.append(f"{paper:<14}{agg['sheets']:>8}{agg['area']:>10.3f}{agg['cost']:>10.2f}")
    total_cost = sum(agg["cost"] for agg in by_paper.values())
    total_sheets = sum(agg["sheets"] for agg in by_paper.values())
    out.append(f"{'TOTAL':<14}{total_sheets:>8}{sum(a['area'] for a in by_paper.values()):>10.3f}{total_cost:>10.2f}")
    out.append("")

    out.append("Per session:")
    for session in sorted(sheets_per_session):
        n = folders[session]
        per_head = sheets_per_session[session] / n if n else 0
        out.append(f"  {session}  {sheets_per_session[session]:>4} sheets, {n:>2} folders, {per_head:5.1f} per folder")
    busiest, busiest_sheets = sheets_per_session.most_common(1)[0] if sheets_per_session else ("-", 0)
    out.append(f"Busiest session: {busiest} ({busiest_sheets} sheets)")

    if problems:
        out.append(f"Rejected {len(problems)} line(s):")
        out.extend(f"  ! {p}" for p in problems)

    summary = {
        "rows": len(rows),
        "rejected": len(problems),
        "sheets": total_sheets,
        "cost": round(total_cost, 2),
        "top_paper": ordered[0][0] if ordered else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    rows, problems = load(path.read_text(encoding="utf-8"))
    print(report(rows, problems))


if __name__ == "__main__":
    main(sys.argv)
