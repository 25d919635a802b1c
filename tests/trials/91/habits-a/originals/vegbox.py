#!/usr/bin/env python3
"""Veg box scheme: weekly delivery report per round, with a JSON summary."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

BOX_SIZES = {"small", "medium", "large", "fruit"}


@dataclass(frozen=True)
class Delivery:
    week: int
    round: str
    customer: str
    box: str
    qty: int
    price: float
    delivered: bool

    @property
    def value(self) -> float:
        return self.qty * self.price


def parse(line: str, lineno: int) -> Delivery:
    parts = line.rstrip("\n").split("\t")
    if len(parts) != 7:
        raise ValueError(f"line {lineno}: {len(parts)} fields, want 7")
    week, rnd, customer, box, qty, price, delivered = parts
    if box not in BOX_SIZES:
        raise ValueError(f"line {lineno}: unknown box {box!r}")
    try:
        return Delivery(int(week), rnd, customer, box, int(qty), float(price),
                        delivered.strip().lower() == "yes")
    except ValueError as exc:
        raise ValueError(f"line {lineno}: {exc}") from None


def load(text: str):
    rows, errors = [], []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        try:
            rows.append(parse(line, lineno))
        except ValueError as exc:
            errors.append(str(exc))
    return rows, errors


def report(text: str) -> str:
    rows, errors = load(text)
    lines = ["Veg box deliveries", "-" * 18]

    by_week = defaultdict(list)
    for d in rows:
        by_week[d.week].append(d)

    for week, items in sorted(by_week.items()):
        done = [d for d in items if d.delivered]
        takings = sum(d.value for d in done)
        lines.append(f"Week {week:>3}: {len(done)}/{len(items)} delivered, "
                     f"takings £{takings:>8.2f}")
        rounds = Counter(d.round for d in done)
        lines.append("    " + ", ".join(f"{r}={n}" for r, n in sorted(rounds.items())))

    boxes = Counter()
    for d in rows:
        if d.delivered:
            boxes[d.box] += d.qty
    lines.append("")
    lines.append("Boxes delivered:")
    for box, n in boxes.most_common():
        lines.append(f"  {box:<8}{n:>4} {'#' * n}")

    missed = sorted({d.customer for d in rows if not d.delivered})
    if missed:
        lines.append(f"Missed drops: {', '.join(missed)}")

    if errors:
        lines.append("")
        lines.append(f"{len(errors)} bad line(s):")
        lines.extend(f"  * {e}" for e in errors)

    total = sum(d.value for d in rows if d.delivered)
    rate = sum(d.delivered for d in rows) / len(rows) if rows else 0.0
    summary = {
        "rows": len(rows),
        "bad": len(errors),
        "weeks": len(by_week),
        "takings": round(total, 2),
        "delivery_rate": round(rate, 3),
        "top_box": boxes.most_common(1)[0][0] if boxes else None,
    }
    lines.append("")
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "vegbox.tsv"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
