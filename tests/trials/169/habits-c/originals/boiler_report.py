#!/usr/bin/env python3
"""Boiler service visits: per-engineer summary and flue-gas risk flags."""
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from statistics import mean

RESULTS = ("pass", "advise", "fail")
RATIO_LIMIT = 0.004  # CO/CO2 ratio above this needs action


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Visit:
    visit_id: str
    date: str
    engineer: str
    make: str
    age_years: int
    co_ppm: int
    co2_pct: float
    minutes: int
    result: str

    @classmethod
    def from_csv(cls, line: str) -> "Visit":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 10:
            raise BadLine(f"expected 10 fields, got {len(parts)}")
        vid, date, eng, _postcode, make, age, co, co2, mins, result = parts
        if result not in RESULTS:
            raise BadLine(f"unknown result {result!r}")
        try:
            return cls(vid, date, eng, make, int(age), int(co), float(co2), int(mins), result)
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None

    @property
    def ratio(self) -> float:
        return (self.co_ppm / 10000) / self.co2_pct

    @property
    def at_risk(self) -> bool:
        return self.ratio > RATIO_LIMIT or self.result == "fail"

    def __str__(self) -> str:
        flag = "!" if self.at_risk else " "
        return (f"{flag} {self.visit_id:<8} {self.make:<10} age {self.age_years:>2}  "
                f"CO {self.co_ppm:>4} ppm  ratio {self.ratio:.4f}  {self.result}")


@dataclass
class EngineerStats:
    name: str
    visits: list = field(default_factory=list)

    def add(self, visit: Visit) -> None:
        self.visits.append(visit)

    def __len__(self) -> int:
        return len(self.visits)

    @property
    def avg_minutes(self) -> float:
        return mean(v.minutes for v in self.visits)

    @property
    def pass_rate(self) -> float:
        return sum(v.result == "pass" for v in self.visits) / len(self)

    def __lt__(self, other: "EngineerStats") -> bool:
        return (len(self), self.name) > (len(other), other.name)


class VisitLog:
    def __init__(self, path: str):
        self.visits: list[Visit] = []
        self.skipped: list[tuple[int, str]] = []
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        for lineno, line in enumerate(text.splitlines()[1:], start=2):
            if not line.strip():
                continue
            try:
                self.visits.append(Visit.from_csv(line))
            except BadLine as exc:
                self.skipped.append((lineno, str(exc)))

    def __iter__(self):
        return iter(self.visits)

    def by_engineer(self) -> list[EngineerStats]:
        groups: dict[str, EngineerStats] = {}
        for v in self:
            groups.setdefault(v.engineer, EngineerStats(v.engineer)).add(v)
        return sorted(groups.values())

    def report(self) -> str:
        out = ["BOILER SERVICE VISITS", "=" * 21]
        for line_no, why in self.skipped:
            out.append(f"skipped line {line_no}: {why}")
        out.append("")
        out.append(f"{'engineer':<12} {'visits':>6} {'avg min':>8} {'pass %':>7}")
        for st in self.by_engineer():
            out.append(f"{st.name:<12} {len(st):>6} {st.avg_minutes:>8.1f} {st.pass_rate:>7.0%}")
        out.append("")
        out.extend(str(v) for v in sorted(self, key=lambda v: v.ratio, reverse=True))
        makes = defaultdict(int)
        for v in self:
            makes[v.make] += 1
        risky = [v.visit_id for v in self if v.at_risk]
        summary = {
            "visits": len(self.visits),
            "skipped": len(self.skipped),
            "at_risk": risky,
            "makes": dict(sorted(makes.items())),
            "mean_co_ppm": round(mean(v.co_ppm for v in self), 1),
        }
        out.append("")
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    print(VisitLog(sys.argv[1] if len(sys.argv) > 1 else "root/boiler_visits.csv").report())
