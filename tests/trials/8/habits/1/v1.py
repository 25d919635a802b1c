import csv

def apply(ctx):
    def grade_report(args):
        with open(args["path"]) as f:
            rows = list(csv.DictReader(f))
        scores = [float(r["score"]) for r in rows]
        avg = sum(scores) / len(scores)
        best = max(rows, key=lambda r: float(r["score"]))
        failing = [r["name"] for r in rows if float(r["score"]) < 50]
        return f"Average: {avg:.2f}\nBest: {best['name']}\nBelow 50: {', '.join(failing)}"

    ctx.tools.register({
        "name": "grade_report",
        "description": "Summarize a CSV of name,score",
        "parameters": {"path": {"type": "string", "description": "CSV file"}},
        "execute": grade_report,
    })

plugin = {"name": "grade-report", "inject": ["fs"], "apply": apply}
