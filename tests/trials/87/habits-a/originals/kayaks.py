#!/usr/bin/env python3
"""Daily report for a kayak hire hut: takings, boat use and bad log lines."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

RATES = {"single": 12.0, "tandem": 18.0, "canoe": 20.0}  # per hour, started half-hours billed
DEPOSIT = 10.0


@dataclass
class Hire:
    boat: str
    kind: str
    start: int  # minutes after midnight
    end: int
    party: str
    deposit_back: bool

    @property
    def minutes(self) -> int:
        return self.end - self.start

    @property
    def charge(self) -> float:
        halves = -(-self.minutes // 30)  # ceiling division
        return halves * RATES[self.kind] / 2


def to_minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    if not (h.isdigit() and m.isdigit()):
        raise ValueError(f"bad time {hhmm!r}")
    return int(h) * 60 + int(m)


def parse(lines):
    hires, problems = [], []
    for no, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 6:
            problems.append(f"line {no}: {len(parts)} fields, want 6")
            continue
        boat, kind, out, back, party, dep = parts
        if kind not in RATES:
            problems.append(f"line {no}: unknown boat kind {kind!r}")
            continue
        try:
            start, end = to_minutes(out), to_minutes(back)
        except ValueError as exc:
            problems.append(f"line {no}: {exc}")
            continue
        if end <= start:
            problems.append(f"line {no}: returned {back} before it went out {out}")
            continue
        hires.append(Hire(boat, kind, start, end, party, dep == "Y"))
    return hires, problems


def fmt_hm(minutes: int) -> str:
    return f"{minutes // 60}h{minutes % 60:02d}"


def report(text: str) -> str:
    hires, problems = parse(text.splitlines())
    out = ["KAYAK HIRE - DAY SHEET", "-" * 48]
    by_kind = defaultdict(list)
    for h in hires:
        by_kind[h.kind].append(h)
    out.append(f"{'Kind':<10}{'Hires':>6}{'Time':>9}{'Takings':>11}{'Avg':>9}")
    for kind in sorted(by_kind, key=lambda k: -sum(h.charge for h in by_kind[k])):
        group = by_kind[kind]
        total = sum(h.charge for h in group)
        mins = sum(h.minutes for h in group)
        out.append(f"{kind:<10}{len(group):>6}{fmt_hm(mins):>9}{total:>11.2f}{total / len(group):>9.2f}")
    use = Counter(h.boat for h in hires)
    busiest = [f"{boat}x{n}" for boat, n in use.most_common(3)]
    out.append("")
    out.append(f"Busiest boats: {', '.join(busiest)}")
    longest = max(hires, key=lambda h: h.minutes)
    out.append(f"Longest hire: {longest.party} in {longest.boat} for {fmt_hm(longest.minutes)}")
    kept = [h.party for h in hires if not h.deposit_back]
    out.append(f"Deposits kept: {len(kept)} ({', '.join(kept) or 'none'}) = {len(kept) * DEPOSIT:.2f}")
    hours = Counter(h.start // 60 for h in hires)
    peak, peak_n = max(sorted(hours.items()), key=lambda kv: kv[1])
    out.append(f"Peak launch hour: {peak:02d}:00 ({peak_n} out)")
    if problems:
        out.append(f"Skipped {len(problems)} line(s):")
        out.extend(f"  {p}" for p in problems)
    takings = sum(h.charge for h in hires) + len(kept) * DEPOSIT
    summary = {
        "hires": len(hires),
        "boats": len(use),
        "minutes": sum(h.minutes for h in hires),
        "takings": round(takings, 2),
        "deposits_kept": len(kept),
        "skipped": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / "root" / "kayaks.log"
    print(report(path.read_text()))
