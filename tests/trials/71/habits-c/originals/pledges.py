#!/usr/bin/env python3
"""Crowdfunding pledge report for a single campaign."""
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

TIERS = {"early-bird": 45.0, "standard": 60.0, "deluxe": 120.5, "collector": 300.0}
STATUSES = {"paid", "pending", "refunded"}
GOAL = 1000.0


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Pledge:
    backer: str
    tier: str
    amount: float
    status: str
    date: str

    @classmethod
    def parse(cls, line: str) -> "Pledge":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        backer, tier, raw_amount, status, date = parts
        if tier not in TIERS:
            raise BadLine(f"unknown tier {tier!r}")
        try:
            amount = float(raw_amount)
        except ValueError:
            raise BadLine(f"bad amount {raw_amount!r}") from None
        if amount <= 0:
            raise BadLine(f"non-positive amount {amount:g}")
        if status not in STATUSES:
            raise BadLine(f"unknown status {status!r}")
        return cls(backer, tier, amount, status, date)

    @property
    def counts(self) -> bool:
        return self.status == "paid"

    @property
    def extra(self) -> float:
        return round(self.amount - TIERS[self.tier], 2)


@dataclass
class Campaign:
    name: str
    goal: float
    pledges: list = field(default_factory=list)
    rejected: list = field(default_factory=list)

    def __len__(self):
        return len(self.pledges)

    def __iter__(self):
        return iter(self.pledges)

    @property
    def raised(self) -> float:
        return sum(p.amount for p in self if p.counts)

    @property
    def progress(self) -> float:
        return 100 * self.raised / self.goal

    def by_tier(self) -> dict:
        tiers = defaultdict(lambda: [0, 0.0])
        for p in self:
            if p.counts:
                tiers[p.tier][0] += 1
                tiers[p.tier][1] += p.amount
        return dict(sorted(tiers.items(), key=lambda kv: -kv[1][1]))

    @classmethod
    def load(cls, path: Path, goal: float) -> "Campaign":
        campaign = cls(name="unknown", goal=goal)
        for n, line in enumerate(path.read_text().splitlines(), start=1):
            if not line.strip():
                continue
            if line.startswith("#"):
                if "campaign:" in line:
                    campaign.name = line.split(":", 1)[1].strip()
                continue
            if line.startswith("backer,"):
                continue
            try:
                campaign.pledges.append(Pledge.parse(line))
            except BadLine as err:
                campaign.rejected.append((n, str(err)))
        return campaign

    def report(self) -> str:
        out = [f"Campaign: {self.name}", "=" * (10 + len(self.name))]
        for tier, (count, total) in self.by_tier().items():
            out.append(f"  {tier:<12}{count:>3} x  {total:>9.2f}")
        generous = [p for p in self if p.counts and p.extra > 0]
        for p in sorted(generous, key=lambda p: (-p.extra, p.backer)):
            out.append(f"  + {p.backer} gave {p.extra:.2f} over {p.tier}")
        for n, why in self.rejected:
            out.append(f"  skipped line {n}: {why}")
        out.append(f"Raised {self.raised:,.2f} of {self.goal:,.0f} ({self.progress:.1f}%)")
        pending = sum(1 for p in self if p.status == "pending")
        summary = {"campaign": self.name, "pledges": len(self), "paid": sum(p.counts for p in self),
                   "pending": pending, "raised": round(self.raised, 2),
                   "funded": self.raised >= self.goal, "skipped": len(self.rejected)}
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    print(Campaign.load(Path(__file__).resolve().parent.parent / "root" / "pledges.csv", GOAL).report())
