import json


class InvoicePlugin:
    name = "invoice-total"
    inject = ["fs"]

    def apply(self, ctx):
        def execute(args):
            path = args["path"]
            try:
                lines = json.load(open(path))["lines"]
            except KeyError:
                return f"{path} has no lines"
            totals = [
                (line["item"], round(line.get("qty", 1) * line["price"] * (1 - line.get("discount", 0)), 2))
                for line in lines
                if line.get("qty", 1) * line["price"] * (1 - line.get("discount", 0)) != 0
            ]
            out = [f"{item}: {total:.2f}" for item, total in totals]
            out.append(f"Total: {sum(t for _, t in totals):.2f}")
            return "\n".join(out)

        ctx.tools.register({
            "name": "invoice_total",
            "description": "Total an invoice JSON file",
            "parameters": {"path": {"type": "string", "description": "invoice file"}},
            "execute": execute,
        })


plugin = InvoicePlugin()
