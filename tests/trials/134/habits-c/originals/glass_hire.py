#!/usr/bin/env python3
"""Party glassware hire: reconcile returned stock and settle deposits."""
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "glass_hire.csv"
REPLACEMENT_FACTOR = 4  # a lost or broken glass costs 4x its hire price


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class HireLine:
    order_id: str
    customer: str
    item: str
    qty_out: int
    qty_back: int
    broken: int
    unit_price: float
    deposit: float

    @classmethod
    def parse(cls, line: str) -> "HireLine":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 8:
            raise BadLine(f"expected 8 fields, got {len(parts)}")
        oid, cust, item, out, back, broken, price, dep = parts
        try:
            rec = cls(oid, cust, item, int(out), int(back), int(broken),
                      float(price), float(dep))
        except ValueError as exc:
            raise BadLine(str(exc)) from None
        if rec.qty_back > rec.qty_out:
            raise BadLine(f"{rec.qty_back} back but only {rec.qty_out} out")
        return rec

    @property
    def missing(self) -> int:
        return self.qty_out - self.qty_back

    @property
    def lost_or_broken(self) -> int:
        return self.missing + self.broken

    @property
    def hire_fee(self) -> float:
        return self.qty_out * self.unit_price

    @property
    def damage_charge(self) -> float:
        return self.lost_or_broken * self.unit_price * REPLACEMENT_FACTOR

    @property
    def refund(self) -> float:
        return max(0.0, self.deposit - self.damage_charge)


@dataclass
class Account:
    customer: str
    lines: list = field(default_factory=list)

    def add(self, line: HireLine) -> None:
        self.lines.append(line)

    @property
    def fees(self) -> float:
        return sum(l.hire_fee for l in self.lines)

    @property
    def damages(self) -> float:
        return sum(l.damage_charge for l in self.lines)

    @property
    def refund(self) -> float:
        return sum(l.refund for l in self.lines)

    def __len__(self) -> int:
        return len(self.lines)

    def __lt__(self, other: "Account") -> bool:
        return (-self.damages, self.customer) < (-other.damages, other.customer)

    def __str__(self) -> str:
        return (f"{self.customer:<22} {len(self):>2} orders  fees £{self.fees:7.2f}"
                f"  damages £{self.damages:7.2f}  refund £{self.refund:6.2f}")


class Ledger:
    def __init__(self) -> None:
        self.accounts: dict[str, Account] = {}
        self.rejects: list[tuple[int, str]] = []
        self.by_item: defaultdict[str, int] = defaultdict(int)

    def load(self, text: str) -> "Ledger":
        for n, raw in enumerate(text.splitlines()[1:], start=2):
            if not raw.strip():
                continue
            try:
                line = HireLine.parse(raw)
            except BadLine as exc:
                self.rejects.append((n, str(exc)))
                continue
            self.accounts.setdefault(line.customer, Account(line.customer)).add(line)
            self.by_item[line.item] += line.lost_or_broken
        return self

    def report(self) -> str:
        out = ["GLASSWARE HIRE RECONCILIATION", "=" * 29]
        out += [str(acc) for acc in sorted(self.accounts.values())]
        out.append("")
        out.append("Losses by item:")
        for item, n in sorted(self.by_item.items(), key=lambda kv: (-kv[1], kv[0])):
            out.append(f"  {item:<16} {n:>3}")
        for n, why in self.rejects:
            out.append(f"skipped line {n}: {why}")
        summary = {
            "orders": sum(len(a) for a in self.accounts.values()),
            "customers": len(self.accounts),
            "fees": round(sum(a.fees for a in self.accounts.values()), 2),
            "damages": round(sum(a.damages for a in self.accounts.values()), 2),
            "refunds": round(sum(a.refund for a in self.accounts.values()), 2),
            "skipped": len(self.rejects),
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    print(Ledger().load(DATA.read_text()).report())
