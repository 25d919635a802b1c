import csv
from collections import Counter


def apply(ctx):
    def error_summary(path: str) -> str:
        with open(path, newline="") as f:
            reader = csv.DictReader(f)
            counts = Counter(row["message"] for row in reader if row["level"] == "error")
        if not counts:
            return "no errors"
        return "\n".join(f"{message}: {n}" for message, n in counts.most_common(2))

    ctx.tools.register({
        "name": "error_summary",
        "description": "Summarize the most common error messages in a CSV log",
        "parameters": {
            "type": "object",
            "properties": {"path": {"type": "string", "description": "CSV file to read"}},
            "required": ["path"],
        },
        "execute": lambda args: error_summary(args["path"]),
    })


plugin = {"name": "error-summary", "inject": ["fs"], "apply": apply}
