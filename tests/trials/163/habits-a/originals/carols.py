#!/usr/bin/env python3
"""Carol-singing collection report: totals per street and per tin, with per-house averages."""
from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "carol_rounds.txt"


@dataclass(frozen=True)
class Round:
    day: date
    street: str
    tin: str
    singers: int
    amount: float
    houses: int

    @property
    def per_house(self) -> float:
        return self.amount / self.houses if self.houses else 0.0


class BadLine(ValueError):
    pass


def parse_line(line: str, lineno: int) -> Round:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise BadLine(f"line {lineno}: expected 6 fields, got {len(parts)}")
    day_s, street, tin, singers_s, amount_s, houses_s = parts
    try:
        day = date.fromisoformat(day_s)
    except ValueError:
        raise BadLine(f"line {lineno}: bad date {day_s!r}") from None
    try:
        return Round(day, street, tin, int(singers_s), float(amount_s), int(houses_s))
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None


def load(text: str) -> tuple[list[Round], list[str]]:
    rounds, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            rounds.append(parse_line(line, lineno))
        except BadLine as exc:
            problems.append(str(exc))
    return rounds, problems


def report(text: str) -> str:
    rounds, problems = load(text)
    by_street: dict[str, list[Round]] = defaultdict(list)
    for r in rounds:
        by_street[r.street].append(r)
    tins = Counter()
    for r in rounds:
        tins[r.tin] += r.amount

    total = sum(r.amount for r in rounds)
    out = ["Carol-singing collections", "-" * 25]
    out.append(f"{'street':<15}{'rounds':>7}{'total':>9}{'share':>8}{'per house':>11}")
    ranked = sorted(by_street.items(), key=lambda kv: -sum(r.amount for r in kv[1]))
    for street, rs in ranked:
        street_total = sum(r.amount for r in rs)
        houses = sum(r.houses for r in rs)
        out.append(
            f"{street:<15}{len(rs):>7}{street_total:>9.2f}{street_total / total:>8.1%}"
            f"{street_total / houses:>11.2f}"
        )
    out.append("")
    out.append("Tins: " + ", ".join(f"{tin} £{amt:.2f}" for tin, amt in sorted(tins.items())))
    best = max(rounds, key=lambda r: r.per_house)
    out.append(
        f"Best round: {best.street} on {best.day:%a %d %b} "
        f"(£{best.per_house:.2f}/house, {best.singers} singers)"
    )
    singer_nights = sum(r.singers for r in rounds)
    out.append(f"Per singer-night: £{total / singer_nights:.2f}")
    if problems:
        out.append(f"Skipped {len(problems)} bad line(s):")
        out.extend(f"  * {p}" for p in problems)
    summary = {
        "rounds": len(rounds),
        "skipped": len(problems),
        "total": round(total, 2),
        "top_street": ranked[0][0] if ranked else None,
        "tins": {tin: round(amt, 2) for tin, amt in tins.most_common()},
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else DATA
    print(report(path.read_text(encoding="utf-8")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
