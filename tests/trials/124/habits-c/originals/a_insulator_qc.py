#!/usr/bin/env python3
"""QC report for a ceramic insulator factory: batches per kiln line."""
import json
from dataclasses import dataclass, field

DATA_FILE = "root/insulator_qc.csv"
REJECT_LIMIT = 0.05  # batches above 5% rejects get flagged


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Batch:
    batch_id: str
    line: str
    date: str
    units: int
    rejected: int
    test_kv: float
    inspector: str

    @classmethod
    def from_csv(cls, text: str) -> "Batch":
        parts = [p.strip() for p in text.split(",")]
        if len(parts) != 7:
            raise BadRow(f"expected 7 fields, got {len(parts)}")
        bid, line, date, units, rejected, kv, inspector = parts
        try:
            units_i, rej_i, kv_f = int(units), int(rejected), float(kv)
        except ValueError as exc:
            raise BadRow(f"bad number ({exc})") from None
        if rej_i > units_i:
            raise BadRow(f"rejected {rej_i} > units {units_i}")
        return cls(bid, line, date, units_i, rej_i, kv_f, inspector)

    @property
    def passed(self) -> int:
        return self.units - self.rejected

    @property
    def reject_rate(self) -> float:
        return self.rejected / self.units if self.units else 0.0

    @property
    def flagged(self) -> bool:
        return self.reject_rate > REJECT_LIMIT


@dataclass
class KilnLine:
    name: str
    batches: list = field(default_factory=list)

    def add(self, batch: Batch) -> None:
        self.batches.append(batch)

    @property
    def units(self) -> int:
        return sum(b.units for b in self.batches)

    @property
    def rejected(self) -> int:
        return sum(b.rejected for b in self.batches)

    @property
    def yield_pct(self) -> float:
        return 100.0 * (self.units - self.rejected) / self.units if self.units else 0.0

    def __len__(self) -> int:
        return len(self.batches)

    def __lt__(self, other: "KilnLine") -> bool:
        return self.name < other.name

    def __str__(self) -> str:
        return (f"{self.name:<8} {len(self):>3} batches {self.units:>6} units "
                f"{self.rejected:>4} rejected  yield {self.yield_pct:6.2f}%")


class QCReport:
    def __init__(self):
        self.lines = {}
        self.skipped = []

    def load(self, path: str) -> "QCReport":
        with open(path, encoding="utf-8") as fh:
            for lineno, raw in enumerate(fh, start=1):
                raw = raw.strip()
                if not raw or raw.startswith("#") or raw.startswith("batch_id"):
                    continue
                try:
                    batch = Batch.from_csv(raw)
                except BadRow as exc:
                    self.skipped.append((lineno, str(exc)))
                    continue
                self.lines.setdefault(batch.line, KilnLine(batch.line)).add(batch)
        return self

    @property
    def batches(self):
        return [b for kl in self.lines.values() for b in kl.batches]

    def render(self) -> str:
        out = ["Insulator QC report", "=" * 19]
        for kl in sorted(self.lines.values()):
            out.append(str(kl))
        flagged = sorted((b for b in self.batches if b.flagged),
                         key=lambda b: b.reject_rate, reverse=True)
        out.append(f"Flagged batches (> {REJECT_LIMIT:.0%} rejects):")
        for b in flagged:
            out.append(f"  {b.batch_id} {b.line} {b.date} {b.reject_rate:.1%} ({b.inspector})")
        for lineno, why in self.skipped:
            out.append(f"skipped line {lineno}: {why}")
        total = sum(kl.units for kl in self.lines.values())
        rejected = sum(kl.rejected for kl in self.lines.values())
        summary = {
            "batches": len(self.batches),
            "units": total,
            "rejected": rejected,
            "yield_pct": round(100.0 * (total - rejected) / total, 2),
            "flagged": [b.batch_id for b in flagged],
            "skipped": len(self.skipped),
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    print(QCReport().load(DATA_FILE).render())
