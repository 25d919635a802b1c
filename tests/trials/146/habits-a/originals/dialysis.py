#!/usr/bin/env python3
"""Dialysis unit: summarise chair sessions and fluid removal from a text log."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from statistics import mean

ACCESS_TYPES = {"fistula", "graft", "catheter"}
SHORT_SESSION = 220  # minutes


@dataclass
class Session:
    date: str
    chair: str
    patient: str
    pre_kg: float
    post_kg: float
    minutes: int
    access: str

    @property
    def removed(self):
        return round(self.pre_kg - self.post_kg, 2)

    @property
    def rate(self):
        """Litres removed per hour (1 kg ~ 1 L)."""
        return self.removed / (self.minutes / 60)

    @property
    def short(self):
        return self.minutes < SHORT_SESSION


def parse(line, lineno):
    fields = line.split()
    if len(fields) != 7:
        raise ValueError(f"line {lineno}: expected 7 fields, got {len(fields)}")
    date, chair, patient, pre, post, minutes, access = fields
    try:
        pre_kg, post_kg, mins = float(pre), float(post), int(minutes)
    except ValueError:
        raise ValueError(f"line {lineno}: bad number in {pre!r} {post!r} {minutes!r}") from None
    if access not in ACCESS_TYPES:
        raise ValueError(f"line {lineno}: unknown access {access!r}")
    if post_kg > pre_kg:
        raise ValueError(f"line {lineno}: weight went up ({pre_kg} -> {post_kg})")
    return Session(date, chair, patient, pre_kg, post_kg, mins, access)


def load(text):
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


def report(text):
    sessions, errors = load(text)
    by_chair = defaultdict(list)
    for s in sessions:
        by_chair[s.chair].append(s)
    access_counts = Counter(s.access for s in sessions)
    patients = sorted({s.patient for s in sessions})

    lines = ["DIALYSIS UNIT - CHAIR SESSIONS", "-" * 52]
    lines.append(f"{'Chair':<6}{'Sessions':>9}{'Minutes':>9}{'Removed L':>11}{'L/h':>8}")
    for chair in sorted(by_chair):
        group = by_chair[chair]
        minutes = sum(s.minutes for s in group)
        removed = sum(s.removed for s in group)
        lines.append(f"{chair:<6}{len(group):>9}{minutes:>9}{removed:>11.2f}{mean(s.rate for s in group):>8.2f}")

    lines.append("")
    lines.append("Per patient:")
    for p in patients:
        mine = [s for s in sessions if s.patient == p]
        avg = mean(s.removed for s in mine)
        lines.append(f"  {p:<7} {len(mine)} session(s), avg removed {avg:5.2f} L")

    short = [s for s in sessions if s.short]
    lines.append("")
    lines.append(f"Short sessions (< {SHORT_SESSION} min): " + (", ".join(f"{s.patient}@{s.chair} {s.minutes}m" for s in short) or "none"))
    lines.append("Access: " + ", ".join(f"{k} {v}" for k, v in access_counts.most_common()))
    fastest = max(sessions, key=lambda s: s.rate)
    lines.append(f"Fastest removal: {fastest.patient} on {fastest.date} at {fastest.rate:.3f} L/h")
    if errors:
        lines.append(f"Rejected {len(errors)} line(s):")
        lines.extend(f"  * {e}" for e in errors)

    total = sum(s.removed for s in sessions)
    summary = {
        "sessions": len(sessions),
        "rejected": len(errors),
        "patients": len(patients),
        "removed_l": round(total, 2),
        "short_pct": round(100 * len(short) / len(sessions), 1),
        "busiest_chair": max(by_chair, key=lambda c: len(by_chair[c])),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/dialysis.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))
