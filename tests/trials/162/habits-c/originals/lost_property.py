#!/usr/bin/env python3
"""Lost property office: monthly report of items handed in."""
import csv
import json
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from enum import Enum
from typing import Optional

DATA = "root/lost_property.csv"
REPORT_DATE = date(2024, 4, 1)


class Status(Enum):
    CLAIMED = "claimed"
    UNCLAIMED = "unclaimed"
    DISPOSED = "disposed"


@dataclass(frozen=True)
class Item:
    item_id: str
    found_on: date
    category: str
    location: str
    value: float
    status: Status
    claimed_on: Optional[date] = None

    @property
    def days_held(self) -> int:
        end = self.claimed_on or REPORT_DATE
        return (end - self.found_on).days

    @property
    def is_open(self) -> bool:
        return self.status is Status.UNCLAIMED

    @classmethod
    def from_row(cls, row: list[str]) -> "Item":
        if len(row) != 7:
            raise ValueError(f"expected 7 fields, got {len(row)}")
        item_id, found, category, location, value, status, claimed = row
        return cls(
            item_id=item_id,
            found_on=date.fromisoformat(found),
            category=category,
            location=location,
            value=float(value),
            status=Status(status),
            claimed_on=date.fromisoformat(claimed) if claimed else None,
        )

    def __str__(self) -> str:
        return (f"{self.item_id:<6} {self.category:<8} {self.location:<12}"
                f" £{self.value:>7.2f}  {self.days_held:>3}d")


class Register:
    def __init__(self) -> None:
        self.items: list[Item] = []
        self.rejected: list[tuple[int, str]] = []

    def load(self, path: str) -> "Register":
        with open(path, newline="") as fh:
            reader = csv.reader(fh)
            next(reader)  # header
            for lineno, row in enumerate(reader, start=2):
                try:
                    self.items.append(Item.from_row(row))
                except ValueError as exc:
                    self.rejected.append((lineno, str(exc)))
        return self

    def __len__(self) -> int:
        return len(self.items)

    def by_category(self) -> dict[str, list[Item]]:
        groups = defaultdict(list)
        for item in self.items:
            groups[item.category].append(item)
        return dict(sorted(groups.items()))

    @property
    def claimed(self) -> list[Item]:
        return [i for i in self.items if i.status is Status.CLAIMED]

    @property
    def open_items(self) -> list[Item]:
        return sorted((i for i in self.items if i.is_open),
                      key=lambda i: i.days_held, reverse=True)

    def claim_rate(self) -> float:
        return len(self.claimed) / len(self) if self.items else 0.0


def main() -> None:
    reg = Register().load(DATA)
    print(f"LOST PROPERTY REPORT  (as of {REPORT_DATE:%d %b %Y})")
    print("=" * 44)
    for lineno, reason in reg.rejected:
        print(f"skipped line {lineno}: {reason}")
    print(f"\n{'category':<10}{'items':>6}{'claimed':>9}{'value':>11}")
    for cat, items in reg.by_category().items():
        n_claimed = sum(i.status is Status.CLAIMED for i in items)
        total = sum(i.value for i in items)
        print(f"{cat:<10}{len(items):>6}{n_claimed:>9}{total:>11,.2f}")
    print("\nStill waiting (longest first):")
    for item in reg.open_items:
        print(f"  {item}")
    waits = [i.days_held for i in reg.claimed]
    avg_wait = sum(waits) / len(waits) if waits else 0.0
    open_value = sum(i.value for i in reg.open_items)
    print(f"\nClaim rate: {reg.claim_rate():.1%}, average wait {avg_wait:.1f} days")
    summary = {
        "items": len(reg),
        "rejected": len(reg.rejected),
        "claimed": len(reg.claimed),
        "open_value": round(open_value, 2),
        "claim_rate": round(reg.claim_rate(), 3),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
