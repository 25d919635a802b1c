#!/usr/bin/env python3
"""Orienteering results: check control punches, rank runners, report splits."""
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

COURSES = {
    "blue": ("31", "32", "33", "34"),
    "green": ("41", "42", "43"),
}
FINISH = "F"
DEFAULT_PATH = Path(__file__).resolve().parent.parent / "root" / "orienteering.txt"


def parse_punches(text):
    punches = []
    for token in text.split():
        code, _, secs = token.partition(":")
        punches.append((code, int(secs)))
    return punches


def load(text):
    runners, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            name, course, punch_text = (part.strip() for part in line.split("|"))
            punches = parse_punches(punch_text)
        except ValueError as exc:
            problems.append(f"line {lineno}: {exc.__class__.__name__}")
            continue
        if course not in COURSES:
            problems.append(f"line {lineno}: unknown course {course!r}")
            continue
        runners.append({"name": name, "course": course, "punches": punches})
    return runners, problems


def check(runner):
    expected = COURSES[runner["course"]]
    visited = [code for code, _ in runner["punches"] if code != FINISH]
    finish = next((t for code, t in runner["punches"] if code == FINISH), None)
    missing = [c for c in expected if c not in visited]
    in_order = [c for c in visited if c in expected] == list(expected)
    status = "OK" if not missing and in_order and finish is not None else ("MP" if missing else "DSQ")
    return {**runner, "time": finish, "status": status, "missing": missing}


def splits(punches):
    times = [0] + [t for _, t in punches]
    return [b - a for a, b in zip(times, times[1:])]


def fmt_time(seconds):
    if seconds is None:
        return "--:--"
    minutes, secs = divmod(seconds, 60)
    return f"{minutes:d}:{secs:02d}"


def report(text):
    runners, problems = load(text)
    results = [check(r) for r in runners]
    by_course = defaultdict(list)
    for r in results:
        by_course[r["course"]].append(r)

    lines = [f"Orienteering results: {len(results)} runners, {len(problems)} problems", ""]
    winners = {}
    for course in sorted(by_course):
        entries = sorted(by_course[course], key=lambda r: (r["status"] != "OK", r["time"] or 0, r["name"]))
        ok = [r for r in entries if r["status"] == "OK"]
        best = ok[0]["time"] if ok else None
        winners[course] = ok[0]["name"] if ok else None
        lines.append(f"== {course.upper()} ({len(entries)} starters, {len(ok)} finishers) ==")
        for place, r in enumerate(entries, start=1):
            rank = f"{place:>2}." if r["status"] == "OK" else " --"
            behind = f"+{r['time'] - best:>3d}s" if r["status"] == "OK" and best is not None else r["status"]
            lines.append(f"{rank} {r['name']:<10} {fmt_time(r['time']):>6} {behind:>6}")
        if ok:
            leg_best = [min(legs) for legs in zip(*(splits(r["punches"]) for r in ok))]
            lines.append("   fastest legs: " + " ".join(f"{s:d}" for s in leg_best))
        lines.append("")

    status_counts = Counter(r["status"] for r in results)
    lines.extend(f"! {p}" for p in problems)
    total_ok = status_counts.get("OK", 0)
    share = total_ok / len(results) * 100 if results else 0.0
    lines.append(f"Finish rate: {total_ok}/{len(results)} = {share:.1f}%")
    summary = {
        "runners": len(results),
        "problems": len(problems),
        "status": dict(sorted(status_counts.items())),
        "winners": winners,
        "finish_rate": round(share, 1),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_PATH
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
