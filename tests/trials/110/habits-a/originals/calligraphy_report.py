#!/usr/bin/env python3
"""Term report for the calligraphy evening class homework marks."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

DATA = Path(__file__).resolve().parent.parent / "root" / "calligraphy_marks.tsv"
PASS_MARK = 65


@dataclass(frozen=True)
class Entry:
    student: str
    script: str
    week: int
    mark: int
    ink_ml: float


def parse_line(line: str, line_no: int) -> Entry:
    fields = line.split("\t")
    if len(fields) != 5:
        raise ValueError(f"line {line_no}: expected 5 fields, got {len(fields)}")
    student, script, week, mark, ink = (f.strip() for f in fields)
    try:
        entry = Entry(student, script, int(week), int(mark), float(ink))
    except ValueError:
        raise ValueError(f"line {line_no}: not a number in {fields[2:]!r}") from None
    if not 0 <= entry.mark <= 100:
        raise ValueError(f"line {line_no}: mark {entry.mark} out of range for {student}")
    return entry


def load(text: str) -> tuple[list[Entry], list[str]]:
    entries, problems = [], []
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#") or line.startswith("student\t"):
            continue
        try:
            entries.append(parse_line(line, line_no))
        except ValueError as exc:
            problems.append(str(exc))
    return entries, problems


def trend(marks: list[int]) -> str:
    if len(marks) < 2:
        return "="
    delta = marks[-1] - marks[0]
    return "up" if delta > 0 else "down" if delta < 0 else "flat"


def report(text: str) -> str:
    entries, problems = load(text)
    by_student: dict[str, list[Entry]] = defaultdict(list)
    for e in sorted(entries, key=lambda e: (e.student, e.week)):
        by_student[e.student].append(e)

    averages = {name: mean(e.mark for e in es) for name, es in by_student.items()}
    ranking = sorted(averages.items(), key=lambda kv: (-kv[1], kv[0]))
    scripts = Counter(e.script for e in entries)
    ink_by_script = defaultdict(float)
    for e in entries:
        ink_by_script[e.script] += e.ink_ml

    out = [f"Calligraphy homework: {len(entries)} marks from {len(by_student)} students",
           ""]
    out.append(f"{'#':>2} {'Student':<14}{'Avg':>6}{'Best':>6}  Trend")
    for rank, (name, avg) in enumerate(ranking, start=1):
        marks = [e.mark for e in by_student[name]]
        out.append(f"{rank:>2} {name:<14}{avg:>6.1f}{max(marks):>6}  {trend(marks)}")
    out.append("")
    out.append("Scripts:")
    for script, n in scripts.most_common():
        out.append(f"  {script:<12} {n:>2} pieces {ink_by_script[script]:>5.1f} ml ink")
    below = sorted({e.student for e in entries if e.mark < PASS_MARK})
    out.append(f"Below {PASS_MARK} at least once: {', '.join(below) or 'nobody'}")
    if problems:
        out.append(f"Skipped {len(problems)} lines:")
        out.extend(f"  ! {p}" for p in problems)
    summary = {
        "marks": len(entries),
        "students": len(by_student),
        "skipped": len(problems),
        "classAverage": round(mean(e.mark for e in entries), 1) if entries else None,
        "top": ranking[0][0] if ranking else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main() -> int:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DATA
    print(report(path.read_text(encoding="utf-8")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
