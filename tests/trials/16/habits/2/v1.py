import json


def apply(ctx):
    def execute(args):
        data = json.loads(ctx.fs.read(args["path"]))
        orders = data["orders"]
        revenue = {}
        for order in orders:
            for line in order["lines"]:
                revenue[line["sku"]] = revenue.get(line["sku"], 0) + line["qty"] * line["price"]
        total = sum(line["qty"] * line["price"] for order in orders for line in order["lines"])
        rows = sorted(revenue.items(), key=lambda kv: (-kv[1], kv[0]))
        empty = len([o for o in orders if not o["lines"]])
        out = [f"{sku}: {rev:.2f}" for sku, rev in rows]
        out.append(f"Orders without lines: {empty}")
        return "\n".join(out)

    ctx.tools.register({
        "name": "sku_revenue",
        "description": "Revenue per sku, then the number of orders without lines",
        "parameters": {"path": {"type": "string", "description": "orders JSON file"}},
        "execute": execute,
    })


plugin = {"name": "sku-revenue", "inject": ["fs"], "apply": apply}
