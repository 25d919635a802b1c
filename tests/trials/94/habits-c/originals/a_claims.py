#!/usr/bin/env python3
"""Insurance claims desk: summarise a month of claims by type and status."""
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

VALID_STATUSES = {"paid", "pending", "rejected"}


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Claim:
    claim_id: str
    policy: str
    kind: str
    filed: str
    claimed: float
    paid: float
    status: str

    @classmethod
    def from_line(cls, line: str) -> "Claim":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        cid, policy, kind, filed, claimed, paid, status = parts
        try:
            claimed_f, paid_f = float(claimed), float(paid)
        except ValueError:
            raise BadLine(f"bad amount in {claimed!r}/{paid!r}")
        if claimed_f < 0 or paid_f < 0:
            raise BadLine("negative amount")
        if status not in VALID_STATUSES:
            raise BadLine(f"unknown status {status!r}")
        return cls(cid, policy, kind, filed, claimed_f, paid_f, status)

    @property
    def settled(self) -> bool:
        return self.status != "pending"

    @property
    def payout_ratio(self) -> float:
        return self.paid / self.claimed if self.claimed else 0.0


@dataclass
class TypeStats:
    kind: str
    claims: list = field(default_factory=list)

    def add(self, claim: Claim) -> None:
        self.claims.append(claim)

    def __len__(self) -> int:
        return len(self.claims)

    @property
    def claimed(self) -> float:
        return sum(c.claimed for c in self.claims)

    @property
    def paid(self) -> float:
        return sum(c.paid for c in self.claims)

    def __str__(self) -> str:
        return f"{self.kind:<8}{len(self):>4}{self.claimed:>12,.2f}{self.paid:>12,.2f}"


class ClaimsDesk:
    def __init__(self, path: Path):
        self.path = path
        self.claims: list[Claim] = []
        self.skipped: list[tuple[int, str]] = []

    def load(self) -> "ClaimsDesk":
        for lineno, raw in enumerate(self.path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                self.claims.append(Claim.from_line(line))
            except BadLine as err:
                self.skipped.append((lineno, str(err)))
        return self

    def by_type(self) -> dict[str, TypeStats]:
        stats: dict[str, TypeStats] = {}
        for c in self.claims:
            stats.setdefault(c.kind, TypeStats(c.kind)).add(c)
        return dict(sorted(stats.items()))

    def status_counts(self) -> dict[str, int]:
        counts = defaultdict(int)
        for c in self.claims:
            counts[c.status] += 1
        return dict(counts)

    def report(self) -> str:
        out = ["CLAIMS DESK REPORT", "=" * 36, f"{'type':<8}{'n':>4}{'claimed':>12}{'paid':>12}"]
        out += [str(s) for s in self.by_type().values()]
        total_claimed = sum(c.claimed for c in self.claims)
        total_paid = sum(c.paid for c in self.claims)
        out.append("-" * 36)
        out.append(f"{'total':<8}{len(self.claims):>4}{total_claimed:>12,.2f}{total_paid:>12,.2f}")
        settled = [c for c in self.claims if c.settled]
        paid = [c for c in settled if c.status == "paid"]
        out.append(f"settled: {len(settled)}, paid rate {len(paid) / len(settled):.1%}")
        biggest = max(self.claims, key=lambda c: c.claimed)
        out.append(f"largest claim: {biggest.claim_id} ({biggest.kind}) {biggest.claimed:,.2f}")
        avg_ratio = sum(c.payout_ratio for c in paid) / len(paid)
        out.append(f"mean payout ratio on paid claims: {avg_ratio:.3f}")
        for lineno, why in self.skipped:
            out.append(f"skipped line {lineno}: {why}")
        summary = {
            "claims": len(self.claims),
            "skipped": len(self.skipped),
            "claimed": round(total_claimed, 2),
            "paid": round(total_paid, 2),
            "status": self.status_counts(),
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    print(ClaimsDesk(Path(__file__).resolve().parent.parent / "root" / "claims.csv").load().report())
