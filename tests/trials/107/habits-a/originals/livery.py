#!/usr/bin/env python3
"""Monthly feed bill for a livery yard: kg and cost per horse, per owner, per feed."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "livery_feed.tsv"
LEDGER_FEE = 2.50  # per horse per month


@dataclass(frozen=True)
class Entry:
    day: date
    horse: str
    owner: str
    feed: str
    kg: float
    price: float

    @property
    def cost(self) -> float:
        return self.kg * self.price


class BadLine(ValueError):
    pass


def parse(line: str, lineno: int) -> Entry:
    parts = line.split("\t")
    if len(parts) != 6:
        raise BadLine(f"line {lineno}: {len(parts)} fields, need 6")
    day_s, horse, owner, feed, kg_s, price_s = (p.strip() for p in parts)
    try:
        day = date.fromisoformat(day_s)
    except ValueError:
        raise BadLine(f"line {lineno}: bad date {day_s!r}") from None
    try:
        kg, price = float(kg_s), float(price_s)
    except ValueError:
        raise BadLine(f"line {lineno}: bad number in {kg_s!r}/{price_s!r}") from None
    if kg <= 0:
        raise BadLine(f"line {lineno}: kg must be positive, got {kg:g}")
    return Entry(day, horse, owner, feed, kg, price)


def load(text: str):
    entries, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#") or line.startswith("date\t"):
            continue
        try:
            entries.append(parse(line, lineno))
        except BadLine as exc:
            problems.append(str(exc))
    return entries, problems


def report(text: str) -> str:
    entries, problems = load(text)
    by_horse = defaultdict(lambda: {"kg": 0.0, "cost": 0.0, "owner": ""})
    for e in entries:
        h = by_horse[e.horse]
        h["kg"] += e.kg
        h["cost"] += e.cost
        h["owner"] = e.owner
    owners = defaultdict(float)
    for name, h in by_horse.items():
        owners[h["owner"]] += h["cost"] + LEDGER_FEE
    feeds = Counter()
    for e in entries:
        feeds[e.feed] += e.kg

    lines = ["LIVERY FEED LEDGER", "-" * 40]
    lines.append(f"{'Horse':<10}{'Owner':<10}{'kg':>8}{'Cost':>10}")
    for name, h in sorted(by_horse.items(), key=lambda kv: -kv[1]["cost"]):
        lines.append(f"{name:<10}{h['owner']:<10}{h['kg']:>8.2f}{h['cost']:>10.2f}")
    lines.append("")
    lines.append(f"Owner bills (incl. £{LEDGER_FEE:.2f} ledger fee per horse):")
    for owner, total in sorted(owners.items()):
        lines.append(f"  {owner:<10}£{total:>8,.2f}")
    lines.append("")
    lines.append("Feed used:")
    for feed, kg in feeds.most_common():
        share = kg / sum(feeds.values())
        lines.append(f"  {feed:<12}{kg:>7.2f} kg {share:>6.1%}")
    days = sorted({e.day for e in entries})
    if days:
        lines.append(f"Period: {days[0]:%d %b} to {days[-1]:%d %b %Y} ({len(days)} days)")
    if problems:
        lines.append("")
        lines.append(f"Rejected {len(problems)} line(s):")
        lines.extend(f"  {p}" for p in problems)
    summary = {
        "entries": len(entries),
        "rejected": len(problems),
        "horses": len(by_horse),
        "total_kg": round(sum(feeds.values()), 2),
        "total_billed": round(sum(owners.values()), 2),
        "top_feed": feeds.most_common(1)[0][0] if feeds else None,
    }
    lines.append("")
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
