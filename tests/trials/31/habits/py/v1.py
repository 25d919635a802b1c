import json
from collections import Counter


class Item:
    def __init__(self, data):
        self.sku = data["sku"]
        self.name = data["name"]
        self.qty = data["qty"]
        self.reorder_level = data["reorder_level"]
        self.unit_price = data["unit_price"]
        self.supplier = data["supplier"]

    @property
    def value(self):
        return self.qty * self.unit_price

    @property
    def low(self):
        return self.qty <= self.reorder_level


def parse_orders(text):
    """Return (orders, errors): orders as a list of (sku, qty)."""
    lines = text.strip().splitlines()
    orders, errors = [], []
    for n, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        sku, qty = line.split(",")
        try:
            orders.append((sku.strip(), int(qty)))
        except ValueError:
            errors.append(f"line {n}: bad qty {qty!r}")
    return orders, errors


def inventory_alerts(ctx, args):
    inv_path = args.get("inventory", "inventory.json")
    orders_path = args.get("orders", "orders.csv")
    items = {d["sku"]: Item(d) for d in json.loads(ctx.fs.read(inv_path))}
    orders, errors = parse_orders(ctx.fs.read(orders_path))

    ordered = Counter()
    for sku, qty in orders:
        try:
            item = items[sku]
        except KeyError:
            errors.append(f"unknown sku {sku}")
            continue
        item.qty -= qty
        ordered[sku] += qty

    groups = {}
    for sku in sorted(items):
        item = items[sku]
        if item.low:
            groups.setdefault(item.supplier, []).append(item)

    out = []
    for supplier in sorted(groups.keys()):
        out.append(f"{supplier}:")
        for it in groups[supplier]:
            out.append(f"  {it.sku:<6}{it.name:<12} qty {it.qty:>6} / reorder {it.reorder_level:>4}")

    total = sum(it.value for it in items.values())
    top = sorted(ordered.items(), key=lambda kv: kv[1], reverse=True)[:3]
    out.append(f"Total stock value: {total:,.2f}")
    out.append("Most ordered: " + ", ".join(f"{s} ({q})" for s, q in top))
    if any(e for e in errors):
        out.append(f"Errors ({len(errors)}):")
        out.extend("  " + e for e in errors[-3:])
    all_ok = all(not it.low for it in items.values())
    if all_ok:
        out.append("No alerts.")

    return {
        "content": [{"type": "text", "text": "\n".join(out)}],
        "structuredContent": {
            "alerts": {s: [it.sku for it in its] for s, its in groups.items()},
            "total_value": round(total, 2),
            "top_ordered": [{"sku": s, "qty": q} for s, q in top],
            "errors": errors,
        },
        "isError": False,
    }


def apply(ctx):
    ctx.tools.register({
        "name": "inventory_alerts",
        "description": "Items at or below reorder level after orders, grouped by supplier",
        "parameters": {
            "inventory": {"type": "string", "description": "inventory JSON file", "required": False, "default": "inventory.json"},
            "orders": {"type": "string", "description": "orders CSV file", "required": False, "default": "orders.csv"},
        },
        "execute": lambda args: inventory_alerts(ctx, args),
    })


plugin = {"name": "inventory-alerts", "inject": ["fs"], "apply": apply}
