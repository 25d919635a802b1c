#!/usr/bin/env python3
"""Bingo hall session takings: per-caller and per-session report from a TSV sheet."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

HOUSE_TARGET = 0.35  # share of takings the hall wants to keep


@dataclass(frozen=True)
class Session:
    kind: str
    date: str
    caller: str
    books: int
    price: float
    prizes: float

    @property
    def takings(self) -> float:
        return self.books * self.price

    @property
    def margin(self) -> float:
        return self.takings - self.prizes

    @property
    def hit_target(self) -> bool:
        return self.takings > 0 and self.margin / self.takings >= HOUSE_TARGET


def parse(text):
    sessions, problems = [], []
    lines = text.splitlines()
    header = lines[0].split("\t")
    for lineno, raw in enumerate(lines[1:], start=2):
        if not raw.strip():
            continue
        fields = raw.split("\t")
        if len(fields) != len(header):
            problems.append((lineno, f"{len(fields)} fields, want {len(header)}"))
            continue
        row = dict(zip(header, fields))
        try:
            books = int(row["books_sold"])
            price, prizes = float(row["book_price"]), float(row["prizes_paid"])
        except ValueError as exc:
            problems.append((lineno, f"not a number ({exc})"))
            continue
        if books < 0:
            problems.append((lineno, f"negative books {books}"))
            continue
        sessions.append(Session(row["session"], row["date"], row["caller"], books, price, prizes))
    return sessions, problems


def report(sessions, problems):
    out = ["Bingo hall takings", "=" * 18]
    by_caller = defaultdict(list)
    for s in sessions:
        by_caller[s.caller].append(s)
    for caller, rows in sorted(by_caller.items()):
        takings = sum(s.takings for s in rows)
        margin = sum(s.margin for s in rows)
        out.append(
            f"{caller:<8}{len(rows):>3} sessions  takings £{takings:>8,.2f}  "
            f"margin £{margin:>8,.2f}  ({margin / takings:6.1%})"
        )
    kinds = Counter(s.kind for s in sessions)
    out.append("")
    out.append("Sessions: " + ", ".join(f"{k}={n}" for k, n in sorted(kinds.items())))
    avg_books = {k: mean(s.books for s in sessions if s.kind == k) for k in kinds}
    out.append("Avg books: " + ", ".join(f"{k} {v:.1f}" for k, v in sorted(avg_books.items())))
    best = max(sessions, key=lambda s: s.margin)
    out.append(f"Best session: {best.date} {best.kind} ({best.caller}) £{best.margin:,.2f}")
    missed = [f"{s.date}/{s.kind}" for s in sessions if not s.hit_target]
    out.append(f"Below {HOUSE_TARGET:.0%} target: {', '.join(missed) or 'none'}")
    out.extend(f"skipped line {n}: {why}" for n, why in problems)
    summary = {
        "sessions": len(sessions),
        "callers": len(by_caller),
        "takings": round(sum(s.takings for s in sessions), 2),
        "margin": round(sum(s.margin for s in sessions), 2),
        "below_target": len(missed),
        "skipped": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(path):
    text = Path(path).read_text(encoding="utf-8")
    return report(*parse(text))


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "root" / "bingo_sessions.tsv"
    print(main(sys.argv[1] if len(sys.argv) > 1 else default))
