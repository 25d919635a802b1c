"""Food-truck rally sales report, in a functional style."""
import csv
import json
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter

Sale = namedtuple("Sale", "date truck item category qty unit_price payment")

CARD_FEE = 0.029  # card processor takes 2.9%


def parse_row(row):
    return Sale(
        row["date"], row["truck"], row["item"], row["category"],
        int(row["qty"]), float(row["unit_price"]), row["payment"],
    )


def read_sales(text):
    yield from (parse_row(r) for r in csv.DictReader(text.splitlines()))


gross = lambda s: s.qty * s.unit_price
net = lambda s: gross(s) * (1 - CARD_FEE) if s.payment == "card" else gross(s)


def total(sales, fn=gross):
    return reduce(lambda acc, s: acc + fn(s), sales, 0.0)


def grouped(sales, key):
    """Sort then group: returns list of (key, [sales])."""
    return [(k, list(g)) for k, g in groupby(sorted(sales, key=key), key=key)]


def best_item(sales):
    by_item = grouped(sales, attrgetter("item"))
    name, items = max(by_item, key=lambda kv: (total(kv[1]), kv[0]))
    return name, total(items)


def truck_lines(sales, width=14):
    rows = sorted(
        ((truck, total(ss), total(ss, net), sum(s.qty for s in ss))
         for truck, ss in grouped(sales, attrgetter("truck"))),
        key=lambda r: -r[1],
    )
    for truck, g, n, units in rows:
        yield f"{truck:<{width}}{units:>5} units  gross {g:>8.2f}  net {n:>8.2f}"


def daily_running(sales):
    days = grouped(sales, attrgetter("date"))
    labels = [d for d, _ in days]
    running = accumulate(total(ss) for _, ss in days)
    return [f"{d[5:]}: {r:7.2f}" for d, r in zip(labels, running)]


def category_share(sales):
    whole = total(sales)
    shares = {cat: total(ss) / whole for cat, ss in grouped(sales, attrgetter("category"))}
    return dict(sorted(shares.items(), key=lambda kv: (-kv[1], kv[0])))


def payment_split(sales):
    methods = {s.payment for s in sales}
    return {m: sum(1 for s in sales if s.payment == m) for m in sorted(methods)}


def report(text):
    all_sales = list(read_sales(text))
    sales = list(filter(lambda s: s.qty > 0, all_sales))
    skipped = len(all_sales) - len(sales)
    trucks = sorted({s.truck for s in sales})
    item, item_total = best_item(sales)
    shares = category_share(sales)
    lines = list(chain(
        [f"Food truck rally: {len(sales)} sales from {len(trucks)} trucks ({skipped} empty skipped)"],
        truck_lines(sales),
        ["Running total by day:"],
        map(lambda l: "  " + l, daily_running(sales)),
        [f"Best item: {item} ({item_total:.2f})"],
        ["Category share: " + ", ".join(f"{c} {p:.1%}" for c, p in shares.items())],
        [f"Payments: " + " / ".join(f"{m}={n}" for m, n in payment_split(sales).items())],
        [f"Total gross {total(sales):,.2f}, net {total(sales, net):,.2f}"],
    ))
    summary = {
        "trucks": trucks,
        "gross": round(total(sales), 2),
        "best_item": item,
        "categories": {c: round(p, 3) for c, p in shares.items()},
    }
    return "\n".join(lines), summary


#{
    name: "truck-sales",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "truck_sales_report",
            description: "Sales report for the food-truck rally",
            parameters: #{ path: #{ type: "string", description: "CSV file of sales to read" } },
            execute: |args| {
                text, summary = report(ctx.fs.read(args.path))
                text + "\n" + json.dumps(summary, sort_keys=True)
            }
        });
    }
}
