"""grade-report plugin"""
import csv
import io
from statistics import median

name = "grade-report"
inject = ["fs"]


def letter(pct: float) -> str:
    if pct >= 90:
        return "A"
    elif pct >= 80:
        return "B"
    elif pct >= 70:
        return "C"
    elif pct >= 60:
        return "D"
    return "F"


def apply(ctx):
    def execute(args):
        text = ctx.fs.read(args["path"])
        reader = csv.DictReader(io.StringIO(text))
        totals = {}
        skipped = 0
        for row in reader:
            try:
                score = float(row["score"])
                mx = float(row["max"])
            except (ValueError, TypeError):
                skipped += 1
                continue
            s, m = totals.get(row["student"], (0.0, 0.0))
            totals[row["student"]] = (s + score, m + mx)

        report = [
            {"student": st, "pct": s / m * 100, "grade": letter(s / m * 100)}
            for st, (s, m) in totals.items()
            if m > 0
        ]
        report.sort(key=lambda r: (-r["pct"], r["student"]))
        med = median(r["pct"] for r in report)

        lines = [f"{r['student']}: {r['pct']:.2f}% {r['grade']}" for r in report]
        lines.append(f"class median: {med:.2f}%")
        lines.append(f"skipped rows: {skipped}")
        return "\n".join(lines)

    ctx.tools.register({
        "name": "grade_report",
        "description": "Per-student percentage, letter grade and class median from a CSV",
        "parameters": {"path": {"type": "string", "description": "CSV file: student,assignment,score,max"}},
        "execute": execute,
    })


plugin = {"name": name, "inject": inject, "apply": apply}
