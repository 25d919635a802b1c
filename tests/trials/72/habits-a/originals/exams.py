#!/usr/bin/env python3
"""Music exam board: marks report per instrument and examiner."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

MAX_MARKS = (21, 60, 20)  # scales, pieces, aural
BANDS = [(87, "distinction"), (78, "merit"), (66, "pass"), (0, "fail")]


@dataclass
class Result:
    candidate: str
    instrument: str
    grade: int
    examiner: str
    marks: tuple

    @property
    def total(self):
        return sum(self.marks)

    @property
    def percent(self):
        return 100 * self.total / sum(MAX_MARKS)

    @property
    def band(self):
        return next(name for floor, name in BANDS if self.percent >= floor)


def parse_line(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 5:
        raise ValueError(f"line {lineno}: expected 5 fields, got {len(parts)}")
    candidate, instrument, grade, examiner, marks_text = parts
    if not grade.isdigit() or not 1 <= int(grade) <= 8:
        raise ValueError(f"line {lineno}: grade {grade!r} out of range")
    try:
        marks = tuple(int(m) for m in marks_text.split(","))
    except ValueError:
        raise ValueError(f"line {lineno}: non-numeric marks {marks_text!r}") from None
    if len(marks) != 3 or any(m > top for m, top in zip(marks, MAX_MARKS)):
        raise ValueError(f"line {lineno}: marks {marks_text!r} invalid")
    return Result(candidate, instrument, int(grade), examiner, marks)


def load(text):
    results, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            results.append(parse_line(line, lineno))
        except ValueError as exc:
            errors.append(str(exc))
    return results, errors


def report(text):
    results, errors = load(text)
    out = ["Music exam results", "-" * 44]
    by_instrument = defaultdict(list)
    for r in results:
        by_instrument[r.instrument].append(r)
    out.append(f"{'instrument':<12}{'n':>3}{'avg %':>9}{'best':>8}  top candidate")
    for instrument, rs in sorted(by_instrument.items()):
        best = max(rs, key=lambda r: r.total)
        avg = mean(r.percent for r in rs)
        out.append(f"{instrument:<12}{len(rs):>3}{avg:>9.1f}{best.total:>8d}  {best.candidate}")
    bands = Counter(r.band for r in results)
    out.append("")
    out.append("Bands: " + ", ".join(f"{name} {bands[name]}" for _, name in BANDS if bands[name]))
    out.append("")
    out.append("Examiners:")
    examiners = defaultdict(list)
    for r in results:
        examiners[r.examiner].append(r.percent)
    for name, pcts in sorted(examiners.items(), key=lambda kv: -mean(kv[1])):
        out.append(f"  {name:<11} {len(pcts)} candidates, mean {mean(pcts):5.1f}%")
    distinctions = sorted((r for r in results if r.band == "distinction"), key=lambda r: -r.total)
    if distinctions:
        out.append("")
        out.append("Distinctions:")
        out.extend(f"  {r.candidate} ({r.instrument}, grade {r.grade}): {r.total}/{sum(MAX_MARKS)}" for r in distinctions)
    if errors:
        out.append("")
        out.append(f"Rejected {len(errors)} line(s):")
        out.extend(f"  ! {e}" for e in errors)
    summary = {
        "candidates": len(results),
        "rejected": len(errors),
        "mean_percent": round(mean(r.percent for r in results), 2),
        "pass_rate": round(sum(r.band != "fail" for r in results) / len(results), 3),
        "bands": dict(sorted(bands.items())),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / "root" / "exams.txt"
    print(report(path.read_text()))
