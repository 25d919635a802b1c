import json


class SkuReport:
    name = "sku-report"
    inject = ["fs"]

    def apply(self, ctx):
        def execute(args):
            carts = json.loads(ctx.fs.read(args["path"]))
            d = {}
            for cart in carts:
                for item in cart["items"]:
                    d[item["sku"]] = d.get(item["sku"], 0) + item["qty"]
            lines = [f"{sku}: {qty}" for sku, qty in sorted(d.items())]
            users = len([c for c in carts if c["items"]])
            lines.append(f"Users with items: {users}")
            return "\n".join(lines)

        ctx.tools.register({
            "name": "sku_report",
            "description": "Total quantity per sku across all carts",
            "parameters": {
                "path": {"type": "string", "description": "carts JSON file"},
            },
            "execute": execute,
        })


plugin = SkuReport()
