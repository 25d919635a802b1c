"""Hiking club membership dues report (object-oriented)."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date

FEES = {"adult": 45.0, "junior": 20.0, "senior": 25.0, "student": 15.0, "family": 80.0}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Member:
    name: str
    tier: str
    paid: float
    month: date
    hikes: int

    @classmethod
    def from_line(cls, line: str) -> "Member":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        name, tier, paid, month, hikes = parts
        if tier not in FEES:
            raise BadLine(f"unknown tier {tier!r}")
        try:
            year, mon = (int(x) for x in month.split("-"))
            when = date(year, mon, 1)
        except ValueError:
            raise BadLine(f"bad month {month!r}") from None
        try:
            return cls(name, tier, float(paid), when, int(hikes))
        except ValueError as exc:
            raise BadLine(f"bad number: {exc}") from None

    @property
    def fee(self) -> float:
        return FEES[self.tier]

    @property
    def owed(self) -> float:
        return max(self.fee - self.paid, 0.0)

    @property
    def settled(self) -> bool:
        return self.owed == 0

    def __str__(self) -> str:
        flag = "ok" if self.settled else f"owes {self.owed:.2f}"
        return f"{self.name:<14}{self.tier:<9}{self.paid:>7.2f}{self.hikes:>4}  {flag}"


@dataclass
class Club:
    members: list[Member] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def load(cls, path: str) -> "Club":
        club = cls()
        with open(path, encoding="utf-8") as fh:
            for lineno, raw in enumerate(fh, start=1):
                line = raw.strip()
                if not line or line.startswith("#"):
                    continue
                try:
                    club.members.append(Member.from_line(line))
                except BadLine as err:
                    club.rejected.append((lineno, str(err)))
        return club

    def __len__(self) -> int:
        return len(self.members)

    def __iter__(self):
        return iter(sorted(self.members, key=lambda m: (-m.hikes, m.name)))

    @property
    def collected(self) -> float:
        return sum(m.paid for m in self.members)

    @property
    def outstanding(self) -> float:
        return sum(m.owed for m in self.members)

    def by_tier(self) -> dict[str, int]:
        counts: dict[str, int] = defaultdict(int)
        for m in self.members:
            counts[m.tier] += 1
        return dict(sorted(counts.items()))


def main(path: str = "root/hiking_dues.csv") -> None:
    club = Club.load(path)
    print("Hiking club dues")
    print("=" * 40)
    for member in club:
        print(member)
    print("-" * 40)
    for tier, n in club.by_tier().items():
        print(f"{tier:>8}: {n}")
    for lineno, why in club.rejected:
        print(f"skipped line {lineno}: {why}")
    top = next(iter(club), None)
    summary = {
        "members": len(club),
        "collected": round(club.collected, 2),
        "outstanding": round(club.outstanding, 2),
        "unpaid": sum(1 for m in club.members if not m.settled),
        "top_hiker": top.name if top else None,
        "skipped": len(club.rejected),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
