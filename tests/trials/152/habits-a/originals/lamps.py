#!/usr/bin/env python3
"""Gas-lamp lamplighter rounds: summarise a night's log."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "lamp_rounds.txt"
ACTIONS = {"lit", "doused", "mantle", "fault"}


@dataclass(frozen=True)
class Visit:
    when: datetime
    lamp: str
    street: str
    action: str
    minutes: int
    gas: float

    @property
    def is_repair(self):
        return self.action in ("mantle", "fault")


def parse(line, lineno):
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        raise ValueError(f"line {lineno}: expected 6 fields, got {len(fields)}")
    stamp, lamp, street, action, minutes, gas = fields
    try:
        when = datetime.strptime(stamp, "%Y-%m-%d %H:%M")
    except ValueError:
        raise ValueError(f"line {lineno}: bad timestamp {stamp!r}") from None
    if action not in ACTIONS:
        raise ValueError(f"line {lineno}: unknown action {action!r}")
    if not minutes.isdigit():
        raise ValueError(f"line {lineno}: minutes not a number: {minutes!r}")
    return Visit(when, lamp.upper(), street.title(), action, int(minutes), float(gas))


def load(text):
    visits, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            visits.append(parse(line, lineno))
        except ValueError as err:
            problems.append(str(err))
    return visits, problems


def report(visits, problems):
    lines = ["Lamplighter rounds", "-" * 18]
    by_street = defaultdict(list)
    for v in visits:
        by_street[v.street].append(v)

    lines.append(f"{'street':<14}{'visits':>7}{'mins':>6}{'gas L':>8}")
    for street, vs in sorted(by_street.items()):
        mins = sum(v.minutes for v in vs)
        gas = sum(v.gas for v in vs)
        lines.append(f"{street:<14}{len(vs):>7}{mins:>6}{gas:>8.2f}")
    total_mins = sum(v.minutes for v in visits)
    total_gas = sum(v.gas for v in visits)
    lines.append(f"{'total':<14}{len(visits):>7}{total_mins:>6}{total_gas:>8.2f}")

    actions = Counter(v.action for v in visits)
    lines.append("")
    lines.append("Actions: " + ", ".join(f"{a} x{n}" for a, n in actions.most_common()))

    repairs = [v for v in visits if v.is_repair]
    share = len(repairs) / len(visits) if visits else 0
    lines.append(f"Repairs: {len(repairs)} of {len(visits)} visits ({share:.1%}), "
                 f"{sum(v.minutes for v in repairs)} min")
    for v in repairs:
        lines.append(f"  {v.when:%d %b %H:%M}  {v.lamp:<6} {v.action:<7}{v.minutes:>3} min")

    start, end = min(v.when for v in visits), max(v.when for v in visits)
    lines.append(f"Log spans {end - start} ({start:%H:%M} to {end:%H:%M})")

    per_lamp = Counter()
    for v in visits:
        per_lamp[v.lamp] += v.gas
    thirstiest = [f"{lamp} {gas:.1f}L" for lamp, gas in per_lamp.most_common(3)]
    lines.append(f"Thirstiest lamps: {', '.join(thirstiest)}")

    if problems:
        lines.append("")
        lines.append(f"Ignored {len(problems)} malformed line{'s' if len(problems) != 1 else ''}:")
        lines.extend(f"  * {p}" for p in problems)

    summary = {
        "visits": len(visits),
        "malformed": len(problems),
        "lamps": len({v.lamp for v in visits}),
        "gas_litres": round(total_gas, 2),
        "repair_share": round(share, 3),
        "busiest_street": max(by_street, key=lambda s: len(by_street[s])),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT
    visits, problems = load(path.read_text(encoding="utf-8"))
    print(report(visits, problems))


if __name__ == "__main__":
    main(sys.argv)
