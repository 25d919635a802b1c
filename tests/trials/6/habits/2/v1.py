import json

def apply(ctx):
    def inventory(args):
        data = json.loads(ctx.fs.read(args["path"]))
        total = sum(item["qty"] * item["price"] for item in data)
        low = [item["name"] for item in data if item["qty"] < 5]
        return f"Total value: {round(total, 2)}\nLow stock: {', '.join(low)}"

    ctx.tools.register({
        "name": "inventory",
        "description": "Total stock value and low-stock items from a JSON file",
        "parameters": {"path": {"type": "string", "description": "path of the JSON file"}},
        "execute": inventory,
    })

plugin = {"name": "inventory", "inject": ["fs"], "apply": apply}
