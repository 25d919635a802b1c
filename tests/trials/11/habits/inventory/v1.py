import json


class InventoryReport:
    name = "inventory-report"
    inject = ["fs"]

    def apply(self, ctx):
        def execute(args):
            data = json.loads(ctx.fs.read(args["path"]))
            in_stock = [item for item in data["items"] if item["qty"] > 0]
            totals = {item["name"]: item["qty"] * item["price"] for item in in_stock}
            lines = [
                f"{item['name']}: {item['qty']} x {item['price']:.2f} = {totals[item['name']]:.2f}"
                for item in sorted(in_stock, key=lambda i: i["qty"] * i["price"], reverse=True)
            ]
            lines.append(f"Total: {sum(totals.values()):.2f}")
            return "\n".join(lines)

        ctx.tools.register({
            "name": "inventory_report",
            "description": "In-stock items sorted by total value, with a grand total",
            "parameters": {
                "path": {"type": "string", "description": "inventory JSON file"},
            },
            "execute": execute,
        })


plugin = InventoryReport()
