#!/usr/bin/env python3
"""Daily report of microfilm reader sessions at a county record office."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass

PRINT_FEE = 0.25  # pounds per page printed


@dataclass
class Session:
    reader: str
    visitor: str
    reel: str
    start: int  # minutes after midnight
    end: int
    pages: int

    @property
    def minutes(self):
        return self.end - self.start

    @property
    def fee(self):
        return self.pages * PRINT_FEE


def parse_time(text):
    hours, minutes = (int(part) for part in text.split(":"))
    if not (0 <= hours < 24 and 0 <= minutes < 60):
        raise ValueError(f"bad time {text!r}")
    return hours * 60 + minutes


def parse_line(line, line_no):
    fields = [f.strip() for f in line.split("\t")]
    if len(fields) != 6:
        raise ValueError(f"line {line_no}: expected 6 fields, got {len(fields)}")
    reader, visitor, reel, start, end, pages = fields
    try:
        start_m, end_m = parse_time(start), parse_time(end)
    except ValueError as err:
        raise ValueError(f"line {line_no}: {err}") from None
    if end_m <= start_m:
        raise ValueError(f"line {line_no}: ends {end} before it starts {start}")
    if not pages.isdigit():
        raise ValueError(f"line {line_no}: bad page count {pages!r}")
    return Session(reader, visitor, reel, start_m, end_m, int(pages))


def parse_file(text):
    sessions, problems = [], []
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("reader\t"):
            continue
        try:
            sessions.append(parse_line(raw, line_no))
        except ValueError as err:
            problems.append(str(err))
    return sessions, problems


def hhmm(minutes):
    return f"{minutes // 60}h{minutes % 60:02d}"


def build_report(text):
    sessions, problems = parse_file(text)
    out = ["Microfilm reader sessions", "=" * 25, ""]

    by_reader = defaultdict(list)
    for s in sessions:
        by_reader[s.reader].append(s)
    out.append("Reader  Sessions  Time    Pages")
    for reader, group in sorted(by_reader.items()):
        used = sum(s.minutes for s in group)
        pages = sum(s.pages for s in group)
        out.append(f"{reader:<6}  {len(group):>8}  {hhmm(used):>5}  {pages:>5}")

    reels = Counter(s.reel for s in sessions)
    out += ["", "Most requested reels:"]
    out += [f"  {count} x {reel}" for reel, count in reels.most_common(3)]

    total_minutes = sum(s.minutes for s in sessions)
    fees = sum(s.fee for s in sessions)
    longest = max(sessions, key=lambda s: s.minutes, default=None)
    out += [
        "",
        f"Total reader time: {hhmm(total_minutes)} over {len(sessions)} sessions",
        f"Average session:   {total_minutes / len(sessions):.1f} min" if sessions else "Average session: n/a",
        f"Print fees:        £{fees:,.2f}",
    ]
    if longest:
        out.append(f"Longest session:   {longest.visitor} on {longest.reader} ({longest.minutes} min)")

    if problems:
        out += ["", f"Skipped {len(problems)} bad line(s):"]
        out += [f"  ! {p}" for p in problems]

    summary = {
        "sessions": len(sessions),
        "minutes": total_minutes,
        "pages": sum(s.pages for s in sessions),
        "fees": round(fees, 2),
        "top_reel": reels.most_common(1)[0][0] if reels else None,
        "skipped": len(problems),
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/microfilm.tsv"
    with open(path, encoding="utf-8") as fh:
        print(build_report(fh.read()))
