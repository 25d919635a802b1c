#!/usr/bin/env python3
"""Cassette duplication orders: production and revenue report."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

TAPE_TYPES = {"ferric", "chrome", "metal"}
STATUSES = {"shipped", "pending", "cancelled"}
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "cassette_orders.txt"


@dataclass
class Order:
    order_id: str
    client: str
    tape_type: str
    length_min: int
    copies: int
    price: float
    status: str

    @property
    def value(self) -> float:
        return self.copies * self.price

    @property
    def tape_minutes(self) -> int:
        return self.copies * self.length_min


def parse_order(line: str, line_no: int) -> Order:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 7:
        raise ValueError(f"line {line_no}: expected 7 fields, got {len(parts)}")
    order_id, client, tape_type, length, copies, price, status = parts
    if tape_type not in TAPE_TYPES:
        raise ValueError(f"line {line_no}: unknown tape type {tape_type!r}")
    if status not in STATUSES:
        raise ValueError(f"line {line_no}: unknown status {status!r}")
    try:
        return Order(order_id, client, tape_type, int(length), int(copies), float(price), status)
    except ValueError:
        raise ValueError(f"line {line_no}: bad number in {order_id}") from None


def load(text: str):
    orders, problems = [], []
    for no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            orders.append(parse_order(line, no))
        except ValueError as exc:
            problems.append(str(exc))
    return orders, problems


def report(text: str) -> str:
    orders, problems = load(text)
    live = [o for o in orders if o.status != "cancelled"]
    by_client = defaultdict(lambda: {"orders": 0, "copies": 0, "value": 0.0})
    for o in live:
        row = by_client[o.client]
        row["orders"] += 1
        row["copies"] += o.copies
        row["value"] += o.value
    tape_use = Counter()
    for o in live:
        tape_use[o.tape_type] += o.tape_minutes
    status_counts = Counter(o.status for o in orders)

    out = ["CASSETTE DUPLICATION - ORDER REPORT", "=" * 35]
    out.append(f"{'Client':<20}{'Orders':>7}{'Copies':>8}{'Value':>11}")
    for client, row in sorted(by_client.items(), key=lambda kv: (-kv[1]["value"], kv[0])):
        out.append(f"{client:<20}{row['orders']:>7}{row['copies']:>8,}{row['value']:>11,.2f}")
    out.append("-" * 46)
    out.append("Tape minutes by type:")
    for tape, minutes in tape_use.most_common():
        share = minutes / sum(tape_use.values())
        out.append(f"  {tape:<8}{minutes:>8,} min {share:>6.1%}")
    out.append("Status: " + ", ".join(f"{s}={n}" for s, n in sorted(status_counts.items())))
    total_value = sum(o.value for o in live)
    pending_value = sum(o.value for o in live if o.status == "pending")
    out.append(f"Total value: {total_value:,.2f} (pending {pending_value:,.2f})")
    if problems:
        out.append(f"Skipped {len(problems)} bad line(s):")
        out.extend(f"  * {p}" for p in problems)
    summary = {
        "orders": len(orders),
        "skipped": len(problems),
        "clients": len(by_client),
        "copies": sum(o.copies for o in live),
        "value": round(total_value, 2),
        "top_tape": tape_use.most_common(1)[0][0] if tape_use else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
