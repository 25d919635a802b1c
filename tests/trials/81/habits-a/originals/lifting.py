#!/usr/bin/env python3
"""Club weightlifting meet: results per bodyweight class from a pipe-separated file."""
import json
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "lifting_meet.txt"


class BadLine(ValueError):
    pass


def parse_attempts(field, lineno):
    attempts = [a.strip() for a in field.split(",")]
    if len(attempts) != 3:
        raise BadLine(f"line {lineno}: need 3 attempts, got {len(attempts)}")
    try:
        return [(-float(a[1:]) if a.startswith("x") else float(a)) for a in attempts]
    except ValueError:
        raise BadLine(f"line {lineno}: bad attempt in {field!r}") from None


@dataclass
class Lifter:
    name: str
    weight_class: int
    bodyweight: float
    snatch: list
    clean_jerk: list

    @property
    def best_snatch(self):
        return max((a for a in self.snatch if a > 0), default=0.0)

    @property
    def best_cj(self):
        return max((a for a in self.clean_jerk if a > 0), default=0.0)

    @property
    def total(self):
        # no total without a good lift in both
        return self.best_snatch + self.best_cj if self.best_snatch and self.best_cj else 0.0

    @property
    def made(self):
        return sum(a > 0 for a in self.snatch + self.clean_jerk)

    @classmethod
    def from_line(cls, line, lineno):
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 5:
            raise BadLine(f"line {lineno}: expected 5 fields, got {len(parts)}")
        name, wclass, bw, sn, cj = parts
        try:
            wclass, bw = int(wclass), float(bw)
        except ValueError:
            raise BadLine(f"line {lineno}: bad class or bodyweight for {name}") from None
        if bw > wclass:
            raise BadLine(f"line {lineno}: {name} over the {wclass} kg limit")
        return cls(name, wclass, bw, parse_attempts(sn, lineno), parse_attempts(cj, lineno))


def load(text):
    lifters, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            lifters.append(Lifter.from_line(line, lineno))
        except BadLine as e:
            problems.append(str(e))
    return lifters, problems


def report(text):
    lifters, problems = load(text)
    by_class = defaultdict(list)
    for lifter in lifters:
        by_class[lifter.weight_class].append(lifter)

    out = ["Club weightlifting meet - results", ""]
    winners = {}
    for wclass in sorted(by_class):
        ranked = sorted(by_class[wclass], key=lambda l: (-l.total, l.bodyweight))
        out.append(f"-- {wclass} kg ({len(ranked)} lifters)")
        for place, l in enumerate(ranked, start=1):
            pos = f"{place}." if l.total else "--"
            out.append(f"  {pos:<3} {l.name:<14} {l.bodyweight:>5.1f} {l.best_snatch:>5.0f} "
                       f"{l.best_cj:>5.0f} {l.total:>6.0f}  {l.made}/6")
        if ranked[0].total:
            winners[f"{wclass}kg"] = ranked[0].name
    attempts = sum(len(l.snatch) + len(l.clean_jerk) for l in lifters)
    made = sum(l.made for l in lifters)
    out += ["", f"Attempts made: {made}/{attempts} ({made / attempts:.1%})"]
    bombed = [l.name for l in lifters if not l.total]
    if bombed:
        out.append(f"No total: {', '.join(bombed)}")
    if problems:
        out.append(f"Skipped {len(problems)} line(s):")
        out.extend(f"  ! {p}" for p in problems)
    best = max(lifters, key=lambda l: l.total / l.bodyweight)
    summary = {"lifters": len(lifters), "skipped": len(problems), "winners": winners,
               "best_ratio": {"name": best.name, "ratio": round(best.total / best.bodyweight, 3)}}
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(report(DATA.read_text(encoding="utf-8")))
