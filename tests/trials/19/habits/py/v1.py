"""expense-report: totals per category, the largest expense and the grand total of a CSV file."""
import csv
from collections import defaultdict
from io import StringIO


def fmt(amount: float) -> str:
    return f"{amount:.2f}"


def parse_rows(text: str) -> list[dict]:
    rows = []
    with StringIO(text) as f:
        for row in csv.DictReader(f):
            if not row.get("amount"):
                continue  # blank line or missing amount
            try:
                row["amount"] = float(row["amount"])
            except ValueError:
                continue
            rows.append(row)
    return rows


def apply(ctx):
    def execute(args):
        path = args["path"]
        try:
            text = ctx.fs.read(path)
        except Exception as e:
            return {"content": [{"type": "text", "text": f"failed to read {path}: {e}"}], "isError": True}

        rows = parse_rows(text)
        if not rows:
            return f"{path} has no expenses"

        totals = defaultdict(float)
        for row in rows:
            totals[row["category"]] += row["amount"]

        ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)
        largest = max(rows, key=lambda r: r["amount"])
        grand = sum(totals.values())

        lines = ["Totals by category:"]
        lines += [f"  {cat}: {fmt(total)}" for cat, total in ranked]
        lines.append(
            f"Largest expense: {fmt(largest['amount'])} on {largest['date']} "
            f"({largest['category']}: {largest['description']})"
        )
        lines.append(f"Grand total: {fmt(grand)}")
        return "\n".join(lines)

    ctx.tools.register({
        "name": "expense_report",
        "description": "Total per category (largest first), the largest single expense and the grand total of an expenses CSV",
        "parameters": {"path": {"type": "string", "description": "CSV file with date,category,description,amount"}},
        "execute": execute,
    })


plugin = {"name": "expense-report", "inject": ["fs"], "apply": apply}
