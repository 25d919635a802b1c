import csv
from collections import defaultdict

def apply(ctx):
    def execute(args):
        totals = defaultdict(float)
        with open(args["path"]) as f:
            for row in csv.DictReader(f):
                totals[row["category"]] += float(row["amount"])
        ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)
        return "\n".join(f"{cat}: {total:.2f}" for cat, total in ranked)

    ctx.tools.register({
        "name": "expense_report",
        "description": "Total per category from a CSV date,category,amount, largest first",
        "parameters": {"path": {"type": "string", "description": "CSV file to read"}},
        "execute": execute,
    })

plugin = {"name": "expense-report", "apply": apply}
