#!/usr/bin/env python3
"""Juggling convention workshop sign-up report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

LEVELS = ("beginner", "intermediate", "advanced")
DEFAULT = Path(__file__).resolve().parent.parent / "root" / "juggling.txt"


@dataclass(frozen=True)
class Workshop:
    name: str
    day: str
    teacher: str
    level: str
    signups: int
    drops: int
    fee: float

    @property
    def stayed(self):
        return self.signups - self.drops

    @property
    def takings(self):
        return self.stayed * self.fee


class BadLine(ValueError):
    pass


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 7:
        raise BadLine(f"line {lineno}: {len(parts)} fields, wanted 7")
    name, day, teacher, level, *nums = parts
    if level not in LEVELS:
        raise BadLine(f"line {lineno}: unknown level {level!r}")
    try:
        signups, drops = (int(n) for n in nums[:2])
        fee = float(nums[2])
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if drops > signups:
        raise BadLine(f"line {lineno}: {drops} drops > {signups} signups")
    return Workshop(name, day, teacher, level, signups, drops, fee)


def load(text):
    workshops, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            workshops.append(parse(line, lineno))
        except BadLine as exc:
            errors.append(str(exc))
    return workshops, errors


def report(text):
    workshops, errors = load(text)
    out = ["JUGGLING CONVENTION WORKSHOPS", "=" * 44]
    by_day = defaultdict(list)
    for w in workshops:
        by_day[w.day].append(w)
    for day, items in sorted(by_day.items(), key=lambda kv: ("Sat", "Sun").index(kv[0])):
        out.append(f"{day}:")
        for w in sorted(items, key=lambda w: (-w.stayed, w.name)):
            out.append(f"  {w.name:<20}{w.teacher:<6}{w.stayed:>4}{w.takings:>9.2f}")
        out.append(f"  {'subtotal':<26}{sum(w.stayed for w in items):>4}"
                   f"{sum(w.takings for w in items):>9.2f}")
    levels = Counter()
    for w in workshops:
        levels[w.level] += w.stayed
    total = sum(levels.values())
    out.append("-" * 44)
    out.append("By level:")
    for level in LEVELS:
        share = levels[level] / total if total else 0
        out.append(f"  {level:<13}{levels[level]:>4} ({share:6.1%}) {'#' * round(share * 20)}")
    teachers = Counter({t: 0 for t in sorted({w.teacher for w in workshops})})
    for w in workshops:
        teachers[w.teacher] += w.stayed
    busiest, busiest_n = teachers.most_common(1)[0] if teachers else ("-", 0)
    out.append(f"Busiest teacher: {busiest} ({busiest_n} jugglers)")
    drop_rate = sum(w.drops for w in workshops) / sum(w.signups for w in workshops)
    out.append(f"Drop-out rate: {drop_rate:.2%}")
    if errors:
        out.append(f"Rejected {len(errors)} line(s):")
        out.extend(f"  - {e}" for e in errors)
    summary = {
        "workshops": len(workshops),
        "jugglers": total,
        "takings": round(sum(w.takings for w in workshops), 2),
        "dropRate": round(drop_rate, 4),
        "rejected": len(errors),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    print(report(path.read_text(encoding="utf-8")))
