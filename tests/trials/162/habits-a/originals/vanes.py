#!/usr/bin/env python3
"""Weathervane restoration workshop: order summary."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass

GILDING_FEE = 120.0
FIELDS = ("order", "client", "motif", "metal", "hours", "rate", "gilded")


@dataclass
class Order:
    order: str
    client: str
    motif: str
    metal: str
    hours: float
    rate: float
    gilded: bool

    @property
    def labour(self) -> float:
        return self.hours * self.rate

    @property
    def total(self) -> float:
        return self.labour + (GILDING_FEE if self.gilded else 0.0)


def parse(line: str, lineno: int) -> Order:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != len(FIELDS):
        raise ValueError(f"line {lineno}: {len(parts)} fields, want {len(FIELDS)}")
    rec = dict(zip(FIELDS, parts))
    try:
        hours, rate = float(rec["hours"]), float(rec["rate"])
    except ValueError:
        raise ValueError(f"line {lineno}: non-numeric hours/rate") from None
    if hours <= 0:
        raise ValueError(f"line {lineno}: hours must be positive, got {hours:g}")
    flag = rec["gilded"].lower()
    if flag not in {"y", "n"}:
        raise ValueError(f"line {lineno}: gilded flag {flag!r}")
    return Order(rec["order"], rec["client"], rec["motif"], rec["metal"],
                 hours, rate, flag == "y")


def load(text: str):
    orders, problems = [], []
    for lineno, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            orders.append(parse(line, lineno))
        except ValueError as exc:
            problems.append(str(exc))
    return orders, problems


def report(text: str) -> str:
    orders, problems = load(text)
    out = ["Weathervane workshop report", "=" * 44]
    by_metal = defaultdict(list)
    for o in orders:
        by_metal[o.metal].append(o)
    out.append(f"{'metal':<8}{'orders':>7}{'hours':>9}{'billed':>12}")
    for metal, group in sorted(by_metal.items()):
        hours = sum(o.hours for o in group)
        billed = sum(o.total for o in group)
        out.append(f"{metal:<8}{len(group):>7}{hours:>9.2f}{billed:>12,.2f}")
    out.append("-" * 44)
    motifs = Counter(o.motif for o in orders)
    top = ", ".join(f"{m} x{n}" for m, n in motifs.most_common(3))
    out.append(f"Popular motifs: {top}")
    gilded = [o.order for o in orders if o.gilded]
    out.append(f"Gilded ({len(gilded)}): {' '.join(gilded)}")
    biggest = max(orders, key=lambda o: o.total)
    out.append(f"Largest job: {biggest.order} {biggest.client} £{biggest.total:,.2f}")
    avg_rate = sum(o.rate for o in orders) / len(orders)
    out.append(f"Mean hourly rate: £{avg_rate:.2f}")
    if problems:
        out.append(f"Rejected {len(problems)} line(s):")
        out.extend(f"  - {p}" for p in problems)
    summary = {
        "orders": len(orders),
        "hours": round(sum(o.hours for o in orders), 2),
        "revenue": round(sum(o.total for o in orders), 2),
        "gilded": len(gilded),
        "top_motif": motifs.most_common(1)[0][0] if motifs else None,
        "rejected": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = argv[1] if len(argv) > 1 else "root/vanes.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))


if __name__ == "__main__":
    main(sys.argv)
