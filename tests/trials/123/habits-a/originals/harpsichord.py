#!/usr/bin/env python3
"""Harpsichord hire ledger: income per instrument and per client."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

KM_RATE = 1.20  # delivery charge per km, each way


@dataclass(frozen=True)
class Hire:
    instrument: str
    client: str
    start: str
    days: int
    day_rate: float
    km: int

    @property
    def hire_fee(self) -> float:
        return self.days * self.day_rate

    @property
    def delivery(self) -> float:
        return 2 * self.km * KM_RATE

    @property
    def total(self) -> float:
        return self.hire_fee + self.delivery


class BadLine(ValueError):
    pass


def parse(line: str, lineno: int) -> Hire:
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        raise BadLine(f"line {lineno}: {len(fields)} fields, want 6")
    instrument, client, start, days, rate, km = fields
    try:
        hire = Hire(instrument, client, start, int(days), float(rate), int(km))
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if hire.days <= 0:
        raise BadLine(f"line {lineno}: days must be positive, got {hire.days}")
    return hire


def load(text: str):
    hires, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            hires.append(parse(line, lineno))
        except BadLine as exc:
            problems.append(str(exc))
    return hires, problems


def report(text: str) -> str:
    hires, problems = load(text)
    lines = ["HARPSICHORD HIRE", "-" * 44]

    by_instrument = defaultdict(list)
    for h in hires:
        by_instrument[h.instrument].append(h)

    lines.append(f"{'Instrument':<16}{'Hires':>6}{'Days':>6}{'Income':>12}")
    ranked = sorted(by_instrument.items(), key=lambda kv: (-sum(h.total for h in kv[1]), kv[0]))
    for name, group in ranked:
        days = sum(h.days for h in group)
        income = sum(h.total for h in group)
        lines.append(f"{name:<16}{len(group):>6}{days:>6}{income:>12,.2f}")

    clients = Counter({c: 0.0 for c in {h.client for h in hires}})
    for h in hires:
        clients[h.client] += h.total
    lines += ["", "Top clients"]
    for rank, (client, spent) in enumerate(clients.most_common(3), start=1):
        lines.append(f"  {rank}. {client:<20} {spent:>9.2f}")

    delivery = sum(h.delivery for h in hires)
    income = sum(h.total for h in hires)
    lines.append("")
    lines.append(f"Delivery share: {delivery / income:.1%}" if income else "Delivery share: n/a")

    if problems:
        lines += ["", f"Rejected {len(problems)} line(s):"]
        lines += [f"  * {p}" for p in problems]

    summary = {
        "hires": len(hires),
        "rejected": len(problems),
        "income": round(income, 2),
        "busiest": max(by_instrument, key=lambda k: sum(h.days for h in by_instrument[k]), default=None),
    }
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "harpsichord_hire.txt"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
