#!/usr/bin/env python3
"""Handbell ensemble: rehearsal attendance and accuracy report."""
from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "handbell_rehearsals.txt"


@dataclass(frozen=True)
class Session:
    date: str
    ringer: str
    bells: tuple[str, ...]
    minutes: int
    missed: int

    @property
    def misses_per_hour(self) -> float:
        return self.missed / (self.minutes / 60)

    @classmethod
    def parse(cls, line: str) -> "Session":
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 5:
            raise ValueError(f"expected 5 fields, got {len(parts)}")
        date, ringer, bells, minutes, missed = parts
        try:
            mins, miss = int(minutes), int(missed)
        except ValueError as exc:
            raise ValueError(f"not a number: {exc.args[0].split(': ')[-1]}") from None
        if mins <= 0:
            raise ValueError(f"minutes must be positive, got {mins}")
        return cls(date, ringer, tuple(bells.split()), mins, miss)


def load(text: str) -> tuple[list[Session], list[tuple[int, str]]]:
    sessions, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            sessions.append(Session.parse(line))
        except ValueError as exc:
            problems.append((lineno, str(exc)))
    return sessions, problems


def report(text: str) -> str:
    sessions, problems = load(text)
    by_ringer: dict[str, list[Session]] = defaultdict(list)
    for s in sessions:
        by_ringer[s.ringer].append(s)

    dates = sorted({s.date for s in sessions})
    bell_use = Counter(bell for s in sessions for bell in s.bells)

    lines = ["HANDBELL ENSEMBLE — REHEARSAL REPORT", "=" * 44]
    lines.append(f"{'ringer':<8}{'att':>5}{'mins':>7}{'missed':>8}{'per hr':>8}{'att%':>8}")
    rows = []
    for ringer, items in sorted(by_ringer.items()):
        mins = sum(s.minutes for s in items)
        missed = sum(s.missed for s in items)
        rate = missed / (mins / 60)
        attendance = len({s.date for s in items}) / len(dates)
        rows.append((ringer, rate))
        lines.append(f"{ringer:<8}{len(items):>5}{mins:>7}{missed:>8}{rate:>8.2f}{attendance:>8.0%}")
    lines.append("-" * 44)

    steadiest, _ = min(rows, key=lambda r: r[1])
    worst = max(sessions, key=lambda s: s.misses_per_hour)
    lines.append(f"Steadiest ringer: {steadiest}")
    lines.append(f"Roughest session: {worst.ringer} on {worst.date} ({worst.misses_per_hour:.1f} misses/hr)")
    top = ", ".join(f"{bell}×{n}" for bell, n in bell_use.most_common(3))
    lines.append(f"Most rung bells: {top}")
    lines += [f"line {n}: {why}" for n, why in problems]

    summary = {
        "rehearsals": len(dates),
        "sessions": len(sessions),
        "bad_lines": len(problems),
        "total_minutes": sum(s.minutes for s in sessions),
        "total_missed": sum(s.missed for s in sessions),
        "steadiest": steadiest,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
