#!/usr/bin/env python3
"""Physio clinic: home-exercise adherence report from a pipe-separated log."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from statistics import mean

FIELDS = ("week", "patient", "exercise", "prescribed", "done", "pain")
LOW_ADHERENCE = 0.6


@dataclass(frozen=True)
class Session:
    week: int
    patient: str
    exercise: str
    prescribed: int
    done: int
    pain: int

    @property
    def adherence(self) -> float:
        return min(self.done / self.prescribed, 1.0) if self.prescribed else 0.0


def parse(line: str, lineno: int) -> Session:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != len(FIELDS):
        raise ValueError(f"line {lineno}: expected {len(FIELDS)} fields, got {len(parts)}")
    raw = dict(zip(FIELDS, parts))
    try:
        nums = {k: int(raw[k]) for k in ("week", "prescribed", "done", "pain")}
    except ValueError as exc:
        raise ValueError(f"line {lineno}: {exc}") from None
    if not 0 <= nums["pain"] <= 10:
        raise ValueError(f"line {lineno}: pain {nums['pain']} out of range 0-10")
    return Session(patient=raw["patient"], exercise=raw["exercise"], **nums)


def load(text: str):
    sessions, problems = [], []
    for lineno, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            sessions.append(parse(line, lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return sessions, problems


def report(text: str) -> str:
    sessions, problems = load(text)
    out = ["PHYSIO HOME-EXERCISE ADHERENCE", "-" * 40]

    by_patient = defaultdict(list)
    for s in sessions:
        by_patient[s.patient].append(s)

    out.append(f"{'Patient':<8}{'Sessions':>9}{'Adherence':>11}{'Avg pain':>10}")
    flagged = []
    for patient, items in sorted(by_patient.items()):
        adh = mean(s.adherence for s in items)
        pain = mean(s.pain for s in items)
        mark = " *" if adh < LOW_ADHERENCE else ""
        out.append(f"{patient:<8}{len(items):>9}{adh:>10.0%}{pain:>10.1f}{mark}")
        if mark:
            flagged.append(patient)

    out.append("")
    out.append("Exercises by total reps done:")
    reps = Counter()
    for s in sessions:
        reps[s.exercise] += s.done
    for exercise, total in reps.most_common():
        out.append(f"  {exercise:<12} {total:>5,}")

    weeks = sorted({s.week for s in sessions})
    out.append("")
    out.append("Weekly average pain: " + ", ".join(
        f"wk{w}={mean(s.pain for s in sessions if s.week == w):.2f}" for w in weeks))

    if problems:
        out.append("")
        out.append(f"Skipped {len(problems)} bad line(s):")
        out.extend(f"  ! {p}" for p in problems)

    summary = {
        "sessions": len(sessions),
        "skipped": len(problems),
        "patients": len(by_patient),
        "overall_adherence": round(mean(s.adherence for s in sessions), 3),
        "flagged": flagged,
        "top_exercise": reps.most_common(1)[0][0] if reps else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = argv[1] if len(argv) > 1 else "root/physio_log.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))


if __name__ == "__main__":
    main(sys.argv)
