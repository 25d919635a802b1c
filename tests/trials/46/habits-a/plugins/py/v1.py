"""Food truck lunch-service sales report."""
import csv
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field

KNOWN_PAYMENTS = {"card", "cash", "mobile"}
BAR_WIDTH = 20


@dataclass
class Sale:
    time: str
    truck: str
    item: str
    qty: int
    unit_price: float
    payment: str

    @property
    def total(self) -> float:
        return self.qty * self.unit_price

    @property
    def hour(self) -> int:
        return int(self.time.split(":")[0])


@dataclass
class TruckSummary:
    name: str
    revenue: float = 0.0
    orders: int = 0
    items: Counter = field(default_factory=Counter)

    @property
    def avg_order(self) -> float:
        return self.revenue / self.orders if self.orders else 0.0


def parse_rows(lines):
    sales, errors = [], []
    for lineno, row in enumerate(csv.DictReader(lines), start=2):
        try:
            sales.append(Sale(row["time"], row["truck"], row["item"].strip(),
                              int(row["qty"]), float(row["unit_price"]),
                              row["payment"].lower()))
        except (ValueError, KeyError) as exc:
            errors.append(f"line {lineno}: {exc}")
    return sales, errors


def summarise(sales):
    trucks = {}
    for s in sales:
        t = trucks.setdefault(s.truck, TruckSummary(s.truck))
        t.revenue += s.total
        t.orders += 1
        t.items[s.item] += s.qty
    return sorted(trucks.values(), key=lambda t: (-t.revenue, t.name))


def by_hour(sales):
    hours = defaultdict(float)
    for s in sales:
        hours[s.hour] += s.total
    return dict(sorted(hours.items()))


def bar(value, peak, width=BAR_WIDTH):
    filled = round(width * value / peak) if peak else 0
    return "#" * filled + "." * (width - filled)


def payment_mix(sales):
    counts = Counter(s.payment if s.payment in KNOWN_PAYMENTS else "other" for s in sales)
    total = sum(counts.values())
    return [(kind, n, n / total) for kind, n in counts.most_common()]


def build_report(text, title="Lunch service"):
    sales, errors = parse_rows(text.splitlines())
    trucks = summarise(sales)
    grand = sum(t.revenue for t in trucks)
    lines = [f"{title}: {len(sales)} sales, {grand:,.2f} total", "-" * 44]
    for rank, t in enumerate(trucks, 1):
        (top_item, top_qty), *_ = t.items.most_common(1)
        share = t.revenue / grand if grand else 0
        lines.append(f"{rank}. {t.name:<11}{t.revenue:>8.2f} {share:>6.1%}  "
                     f"avg {t.avg_order:5.2f}  best: {top_item} x{top_qty}")
    lines += ["", "Revenue by hour:"]
    hours = by_hour(sales)
    peak = max(hours.values(), default=0)
    lines += [f"  {h:02d}:00 {bar(v, peak)} {v:7.2f}" for h, v in hours.items()]
    lines += ["", "Payments:"]
    lines += [f"  {kind:<7}{n:>3}  {pct:.0%}" for kind, n, pct in payment_mix(sales)]
    all_items = Counter()
    for t in trucks:
        all_items.update(t.items)
    top3 = ", ".join(f"{name} ({q})" for name, q in all_items.most_common(3))
    lines.append(f"Top items: {top3}")
    if errors:
        lines.append(f"Skipped {len(errors)} row(s): " + "; ".join(errors))
    summary = {"sales": len(sales), "total": round(grand, 2),
               "leader": trucks[0].name if trucks else None,
               "peak_hour": max(hours, key=hours.get) if hours else None}
    lines.append("Summary: " + json.dumps(summary))
    return "\n".join(lines)


#{
    name: "food-trucks",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "truck_report",
            description: "Lunch-service sales report for a food truck CSV file",
            parameters: #{ path: #{ type: "string", description: "sales CSV file", required: false, "default": "trucks.csv" } },
            execute: |args| {
                path = args.path or "trucks.csv"
                return build_report(ctx.fs.read(path))
            }
        });
    }
}
