#!/usr/bin/env python3
"""Exam invigilation log: hours per invigilator, room load, bad lines reported."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

RATE = 14.75  # pounds per invigilated hour


@dataclass
class Session:
    name: str
    date: str
    start: int  # minutes after midnight
    end: int
    room: str
    candidates: int

    @property
    def hours(self) -> float:
        return (self.end - self.start) / 60


def to_minutes(hhmm: str) -> int:
    hh, mm = hhmm.split(":")
    if not (hh.isdigit() and mm.isdigit()):
        raise ValueError(f"bad time {hhmm!r}")
    return int(hh) * 60 + int(mm)


def parse(line: str, lineno: int) -> Session:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise ValueError(f"line {lineno}: {len(parts)} fields, expected 6")
    name, date, start, end, room, cands = parts
    try:
        s, e = to_minutes(start), to_minutes(end)
    except ValueError as exc:
        raise ValueError(f"line {lineno}: {exc}") from None
    if e <= s:
        raise ValueError(f"line {lineno}: ends {end} before it starts {start}")
    if not cands.isdigit():
        raise ValueError(f"line {lineno}: candidates {cands!r} not a number")
    return Session(name, date, s, e, room, int(cands))


def load(text: str):
    sessions, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            sessions.append(parse(line, lineno))
        except ValueError as exc:
            errors.append(str(exc))
    return sessions, errors


def report(text: str) -> str:
    sessions, errors = load(text)
    hours = defaultdict(float)
    for s in sessions:
        hours[s.name] += s.hours
    rooms = Counter(s.room for s in sessions)
    heads = Counter()
    for s in sessions:
        heads[s.room] += s.candidates

    lines = ["INVIGILATION REPORT", "-" * 40]
    lines.append(f"{'Invigilator':<12}{'Sessions':>9}{'Hours':>8}{'Pay':>11}")
    per_person = Counter(s.name for s in sessions)
    for name, h in sorted(hours.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"{name:<12}{per_person[name]:>9}{h:>8.2f}{h * RATE:>11,.2f}")
    total_hours = sum(hours.values())
    lines.append(f"{'TOTAL':<12}{len(sessions):>9}{total_hours:>8.2f}{total_hours * RATE:>11,.2f}")
    lines.append("")
    lines.append("Rooms (sessions, candidate-sittings):")
    for room, n in rooms.most_common():
        lines.append(f"  {room:<12} {n:>2}  {heads[room]:>6,}")
    busiest_day = Counter(s.date for s in sessions).most_common(1)
    if busiest_day:
        day, n = busiest_day[0]
        lines.append(f"Busiest day: {day} ({n} sessions)")
    if errors:
        lines.append(f"Rejected {len(errors)} line(s):")
        lines.extend(f"  ! {e}" for e in errors)
    summary = {
        "sessions": len(sessions),
        "rejected": len(errors),
        "hours": round(total_hours, 2),
        "pay": round(total_hours * RATE, 2),
        "invigilators": len(hours),
        "top": max(hours, key=hours.get) if hours else None,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "root" / "invigilation.txt"
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    print(report(path.read_text()))
