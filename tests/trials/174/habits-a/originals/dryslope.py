#!/usr/bin/env python3
"""Dry-ski slope lesson bookings: takings per instructor, level and day."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path

LEVELS = {"beginner", "improver", "advanced", "freestyle", "snowboard"}
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "dryslope.txt"


@dataclass(frozen=True)
class Lesson:
    day: date
    instructor: str
    level: str
    pupils: int
    minutes: int
    fee: float

    @property
    def takings(self) -> float:
        return self.pupils * self.fee

    @property
    def pupil_hours(self) -> float:
        return self.pupils * self.minutes / 60


def parse(line: str, lineno: int) -> Lesson:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise ValueError(f"line {lineno}: expected 6 fields, got {len(parts)}")
    day_s, instructor, level, pupils_s, minutes_s, fee_s = parts
    try:
        day = date.fromisoformat(day_s)
    except ValueError:
        raise ValueError(f"line {lineno}: bad date {day_s!r}") from None
    if level not in LEVELS:
        raise ValueError(f"line {lineno}: unknown level {level!r}")
    try:
        pupils, minutes, fee = int(pupils_s), int(minutes_s), float(fee_s)
    except ValueError:
        raise ValueError(f"line {lineno}: bad number in {line!r}") from None
    if pupils <= 0:
        raise ValueError(f"line {lineno}: no pupils booked")
    return Lesson(day, instructor, level, pupils, minutes, fee)


def load(text: str):
    lessons, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            lessons.append(parse(line, lineno))
        except ValueError as err:
            problems.append(str(err))
    return lessons, problems


def report(lessons, problems) -> str:
    out = ["DRY-SKI SLOPE LESSONS", "=" * 21]
    by_instructor = defaultdict(list)
    for lesson in lessons:
        by_instructor[lesson.instructor].append(lesson)

    out.append(f"{'Instructor':<10} {'Lessons':>7} {'Pupils':>6} {'Hours':>6} {'Takings':>9}")
    rows = sorted(
        ((name, ls, sum(l.takings for l in ls)) for name, ls in by_instructor.items()),
        key=lambda row: (-row[2], row[0]),
    )
    for name, ls, takings in rows:
        pupils = sum(l.pupils for l in ls)
        hours = sum(l.minutes for l in ls) / 60
        out.append(f"{name:<10} {len(ls):>7} {pupils:>6} {hours:>6.1f} {takings:>9,.2f}")

    levels = Counter()
    for lesson in lessons:
        levels[lesson.level] += lesson.pupils
    out += ["", "Pupils by level:"]
    out += [f"  {level:<10} {n:>3} {'#' * n}" for level, n in levels.most_common()]

    per_day = defaultdict(float)
    for lesson in lessons:
        per_day[lesson.day] += lesson.takings
    out += ["", "Takings by day:"]
    out += [f"  {d:%a %d %b}  £{t:>7.2f}" for d, t in sorted(per_day.items())]

    if problems:
        out += ["", f"Skipped {len(problems)} bad line(s):"]
        out += [f"  ! {p}" for p in problems]

    total = sum(l.takings for l in lessons)
    busiest = max(per_day, key=per_day.get) if per_day else None
    summary = {
        "lessons": len(lessons),
        "pupils": sum(l.pupils for l in lessons),
        "pupil_hours": round(sum(l.pupil_hours for l in lessons), 1),
        "takings": round(total, 2),
        "top_instructor": rows[0][0] if rows else None,
        "busiest_day": busiest.isoformat() if busiest else None,
        "skipped": len(problems),
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    lessons, problems = load(path.read_text(encoding="utf-8"))
    print(report(lessons, problems))


if __name__ == "__main__":
    main(sys.argv)
