#!/usr/bin/env python3
"""Gym membership report: reads root/gym_log.txt and bills each member."""
import json
from dataclasses import dataclass

LOG_PATH = "root/gym_log.txt"


class GymLogError(Exception):
    def __init__(self, line_no, reason):
        super().__init__(f"line {line_no}: {reason}")
        self.line_no = line_no

@dataclass
class Plan:
    name: str
    monthly_fee: float
    included_visits: int
    extra_fee: float = 4.5

@dataclass
class Visit:
    day: str
    minutes: int
    area: str


class Member:
    kind = "standard"
    def __init__(self, member_id, name, plan):
        self.member_id = member_id
        self.name = name
        self.plan = plan
        self.visits = []
    @classmethod
    def from_fields(cls, fields, plans):
        member_id, name, plan_name = fields
        return cls(member_id, name, plans[plan_name])
    @staticmethod
    def favourite_area(visits):
        counts = {}
        for v in visits: counts[v.area] = counts.get(v.area, 0) + 1
        return max(sorted(counts), key=lambda a: counts[a]) if counts else "-"

    @property
    def minutes(self):
        return sum(v.minutes for v in self.visits)
    @property
    def extra_visits(self):
        return max(0, len(self.visits) - self.plan.included_visits)

    def bill(self):
        return self.plan.monthly_fee + self.extra_visits * self.plan.extra_fee
    def __str__(self):
        return (f"{self.name:<8}{self.kind:<9}{len(self.visits):>3} visits"
                f"{self.minutes:>5} min  {self.favourite_area(self.visits):<8}{self.bill():>8.2f}")
    def __repr__(self):
        return f"Member({self.member_id!r}, {self.name!r}, plan={self.plan.name!r})"


class StudentMember(Member):
    kind = "student"
    discount = 0.2
    def bill(self):
        return round(super().bill() * (1 - self.discount), 2)


def parse(text):
    plans, members, problems = {}, {}, []
    for no, line in enumerate(text.splitlines(), 1):
        parts = line.split()
        if not parts or parts[0].startswith("#"):
            continue
        try:
            tag, rest = parts[0], parts[1:]
            if tag == "PLAN":
                extra = [float(rest[3])] if len(rest) > 3 else []
                plans[rest[0]] = Plan(rest[0], float(rest[1]), int(rest[2]), *extra)
            elif tag in ("MEMBER", "STUDENT"):
                cls = StudentMember if tag == "STUDENT" else Member
                members[rest[0]] = cls.from_fields(rest, plans)
            elif tag == "VISIT":
                if rest[0] not in members: raise GymLogError(no, f"unknown member {rest[0]}")
                if not rest[2].isdigit(): raise GymLogError(no, f"bad minutes {rest[2]!r}")
                members[rest[0]].visits.append(Visit(rest[1], int(rest[2]), rest[3]))
            else:
                raise GymLogError(no, f"unknown record {tag}")
        except GymLogError as err:
            problems.append(str(err))
    return plans, members, problems


def report(path=LOG_PATH):
    with open(path) as fh: plans, members, problems = parse(fh.read())
    ranked = sorted(members.values(), key=lambda m: (-m.bill(), m.name))
    lines = ["GYM BILLING - March", "=" * 19]
    lines += [str(m) for m in ranked]
    lines.append(f"first member: {members[min(members)]!r}")
    lines += [f"! {p}" for p in problems]
    revenue = sum(m.bill() for m in members.values())
    lines.append(f"revenue: {revenue:,.2f} from {len(plans)} plans")
    summary = {"members": len(members), "visits": sum(len(m.visits) for m in members.values()),
               "revenue": round(revenue, 2), "top": ranked[0].name, "problems": len(problems)}
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report())
