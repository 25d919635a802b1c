#!/usr/bin/env python3
"""Busker pitch allocation report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "buskers.txt"


@dataclass
class Slot:
    pitch: str
    performer: str
    act: str
    start: int  # minutes since midnight
    end: int
    takings: float

    @property
    def minutes(self):
        return self.end - self.start

    @property
    def rate(self):
        return self.takings / (self.minutes / 60)


def to_minutes(hhmm):
    h, m = (int(x) for x in hhmm.split(":"))
    if not (0 <= h < 24 and 0 <= m < 60):
        raise ValueError(f"bad time {hhmm!r}")
    return h * 60 + m


def parse(text):
    slots, problems = [], []
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        if len(fields) != 6:
            problems.append(f"line {n}: {len(fields)} fields")
            continue
        pitch, performer, act, start, end, takings = fields
        try:
            slot = Slot(pitch, performer, act, to_minutes(start), to_minutes(end), float(takings))
        except ValueError as e:
            problems.append(f"line {n}: {e}")
            continue
        if slot.minutes <= 0:
            problems.append(f"line {n}: ends before it starts")
            continue
        slots.append(slot)
    return slots, problems


def hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def report(text):
    slots, problems = parse(text)
    by_pitch = defaultdict(list)
    for s in slots:
        by_pitch[s.pitch].append(s)
    earnings = Counter()
    for s in slots:
        earnings[s.performer] += s.takings
    acts = Counter(s.act for s in slots)

    lines = [f"Busking pitches: {len(slots)} slots on {len(by_pitch)} pitches", ""]
    for pitch in sorted(by_pitch):
        day = sorted(by_pitch[pitch], key=lambda s: s.start)
        total = sum(s.takings for s in day)
        lines.append(f"{pitch} ({len(day)} slots, £{total:,.2f})")
        for s in day:
            lines.append(f"  {hhmm(s.start)}-{hhmm(s.end)}  {s.performer:<10} {s.act:<14} £{s.takings:>6.2f}  £{s.rate:>5.1f}/h")
    lines.append("")
    lines.append("Top earners:")
    for rank, (who, amount) in enumerate(earnings.most_common(3), start=1):
        lines.append(f"  {rank}. {who:<10} £{amount:>7.2f}")
    best = max(slots, key=lambda s: s.rate)
    lines.append(f"Best hourly: {best.performer} at {best.pitch}, £{best.rate:.2f}/h")
    lines.append(f"Acts: {', '.join(f'{a} x{c}' for a, c in acts.most_common())}")
    if problems:
        lines.append(f"Rejected {len(problems)} line(s):")
        lines.extend(f"  ! {p}" for p in problems)
    summary = {
        "slots": len(slots),
        "rejected": len(problems),
        "pitches": len(by_pitch),
        "takings": round(sum(s.takings for s in slots), 2),
        "top": earnings.most_common(1)[0][0] if earnings else None,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
