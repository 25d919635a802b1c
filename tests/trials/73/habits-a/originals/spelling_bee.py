#!/usr/bin/env python3
"""Spelling bee report: who survived which round, per-school accuracy, timing."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from statistics import mean

RESULTS = {"correct", "wrong"}


@dataclass
class Attempt:
    round: int
    speller: str
    school: str
    word: str
    correct: bool
    seconds: float


def parse_line(line, line_no):
    fields = line.split("\t")
    if len(fields) != 6:
        raise ValueError(f"line {line_no}: expected 6 fields, got {len(fields)}")
    rnd, speller, school, word, result, secs = (f.strip() for f in fields)
    if not rnd.isdigit():
        raise ValueError(f"line {line_no}: bad round {rnd!r}")
    if result not in RESULTS:
        raise ValueError(f"line {line_no}: bad result {result!r}")
    try:
        seconds = float(secs)
    except ValueError:
        raise ValueError(f"line {line_no}: bad time {secs!r}") from None
    return Attempt(int(rnd), speller, school, word, result == "correct", seconds)


def load(text):
    attempts, problems = [], []
    for line_no, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        try:
            attempts.append(parse_line(raw, line_no))
        except ValueError as exc:
            problems.append(str(exc))
    return attempts, problems


def eliminated_in(attempts):
    out = {}
    for a in sorted(attempts, key=lambda a: a.round):
        if not a.correct and a.speller not in out:
            out[a.speller] = a.round
    return out


def report(attempts, problems):
    lines = [f"Spelling bee: {len(attempts)} attempts, {len(problems)} bad lines skipped", ""]
    spellers = defaultdict(list)
    for a in attempts:
        spellers[a.speller].append(a)
    out_round = eliminated_in(attempts)
    last_round = max((a.round for a in attempts), default=0)

    lines.append(f"{'Speller':<18}{'School':<14}{'Right':>6}{'Avg s':>8}  Status")
    ranked = sorted(spellers.items(), key=lambda kv: (-sum(a.correct for a in kv[1]), kv[0]))
    for name, tries in ranked:
        right = sum(a.correct for a in tries)
        avg = mean(a.seconds for a in tries)
        status = f"out in round {out_round[name]}" if name in out_round else "still in"
        lines.append(f"{name:<18}{tries[0].school:<14}{right:>6}{avg:>8.1f}  {status}")

    lines.append("")
    lines.append("Accuracy by school")
    totals = Counter(a.school for a in attempts)
    rights = Counter(a.school for a in attempts if a.correct)
    for school in sorted(totals):
        pct = rights[school] / totals[school]
        lines.append(f"  {school:<14}{rights[school]:>3}/{totals[school]:<3}{pct:>7.1%}")

    hardest = [a.word for a in attempts if not a.correct]
    lines.append("")
    lines.append(f"Missed words: {', '.join(sorted(hardest)) or 'none'}")
    if problems:
        lines.append("")
        lines.append("Skipped lines")
        lines.extend(f"  * {p}" for p in problems)

    survivors = sorted(n for n in spellers if n not in out_round)
    summary = {
        "attempts": len(attempts),
        "skipped": len(problems),
        "rounds": last_round,
        "survivors": survivors,
        "accuracy": round(sum(a.correct for a in attempts) / len(attempts), 3) if attempts else None,
    }
    lines.append("")
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(path="root/spelling_bee.tsv"):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    print(report(*load(text)))


if __name__ == "__main__":
    main(*sys.argv[1:])
