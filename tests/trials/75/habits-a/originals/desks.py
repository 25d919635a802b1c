#!/usr/bin/env python3
"""Coworking desk passes -> weekly occupancy report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path

RATES = {"day": 4.50, "flex": 3.25, "fixed": 2.75}  # per hour billed
FIELDS = 6


@dataclass(frozen=True)
class Visit:
    member: str
    plan: str
    day: date
    start: int  # minutes since midnight
    end: int
    desk: str

    @property
    def hours(self) -> float:
        return (self.end - self.start) / 60

    @property
    def cost(self) -> float:
        return round(self.hours * RATES[self.plan], 2)


def minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def parse(lines):
    visits, problems = [], []
    for no, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("member|"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != FIELDS:
            problems.append((no, f"{len(parts)} fields, want {FIELDS}"))
            continue
        member, plan, day, t_in, t_out, desk = parts
        if plan not in RATES:
            problems.append((no, f"unknown plan {plan!r}"))
            continue
        try:
            start, end = minutes(t_in), minutes(t_out)
        except ValueError:
            problems.append((no, f"bad time {t_in}-{t_out}"))
            continue
        if end <= start:
            problems.append((no, f"checkout {t_out} before checkin {t_in}"))
            continue
        visits.append(Visit(member, plan, date.fromisoformat(day), start, end, desk))
    return visits, problems


def report(visits, problems):
    out = ["DESK PASSES - WEEKLY REPORT", "=" * 40]
    by_plan = defaultdict(list)
    for v in visits:
        by_plan[v.plan].append(v)
    out.append(f"{'plan':<8}{'visits':>7}{'hours':>9}{'billed':>10}")
    for plan, vs in sorted(by_plan.items()):
        hours = sum(v.hours for v in vs)
        billed = sum(v.cost for v in vs)
        out.append(f"{plan:<8}{len(vs):>7}{hours:>9.2f}{billed:>10.2f}")
    out.append("-" * 40)
    member_hours = Counter()
    for v in visits:
        member_hours[v.member] += v.hours
    out.append("Top members:")
    for rank, (member, h) in enumerate(member_hours.most_common(3), start=1):
        out.append(f"  {rank}. {member:<8} {h:5.1f} h")
    per_day = Counter(v.day.strftime("%a") for v in visits)
    busiest, n = per_day.most_common(1)[0]
    out.append(f"Busiest day: {busiest} ({n} visits)")
    desks = {v.desk for v in visits}
    long_stays = [f"{v.member}@{v.day:%d/%m}" for v in visits if v.hours >= 9]
    out.append(f"Desks used: {len(desks)}; stays of 9h+: {', '.join(long_stays) or 'none'}")
    total_h = sum(member_hours.values())
    total_billed = sum(v.cost for v in visits)
    out.append(f"Total: {total_h:.2f} h, {total_billed:,.2f} billed, avg {total_h / len(visits):.2f} h/visit")
    if problems:
        out.append(f"Skipped {len(problems)} line(s):")
        out.extend(f"  line {no:>2}: {why}" for no, why in problems)
    summary = {
        "visits": len(visits),
        "skipped": len(problems),
        "members": len(member_hours),
        "hours": round(total_h, 2),
        "billed": round(total_billed, 2),
        "busiest": busiest,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "desks.log"
    visits, problems = parse(path.read_text(encoding="utf-8").splitlines())
    print(report(visits, problems))


if __name__ == "__main__":
    main(sys.argv)
