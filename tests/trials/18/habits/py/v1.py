"""grade-report: each student's average, letter grade, ranking and the best student."""
import json
from typing import Optional


def letter_grade(avg: Optional[float]) -> str:
    if avg is None:
        return "N/A"
    if avg >= 90:
        return "A"
    elif avg >= 80:
        return "B"
    elif avg >= 70:
        return "C"
    elif avg >= 60:
        return "D"
    else:
        return "F"


def average(scores: list) -> Optional[float]:
    if not scores:
        return None
    return round(sum(scores) / len(scores), 2)


class GradeReport:
    name = "grade-report"
    inject = ["fs"]

    def apply(self, ctx):
        def execute(args):
            students = json.loads(ctx.fs.read(args["path"]))
            rows = [
                {"name": s["name"], "avg": (avg := average(s.get("scores", [])))
                 , "grade": letter_grade(avg)}
                for s in students
            ]
            ranked = sorted(
                rows,
                key=lambda r: (r["avg"] is None, -(r["avg"] or 0), r["name"]),
            )
            lines = []
            for i, r in enumerate(ranked, start=1):
                if r["avg"] is None:
                    lines.append(f"{i}. {r['name']}: no scores ({r['grade']})")
                else:
                    lines.append(f"{i}. {r['name']}: {r['avg']:.2f} ({r['grade']})")
            graded = [r for r in ranked if r["avg"] is not None]
            if graded:
                best = max(graded, key=lambda r: r["avg"])
                lines.append(f"Best: {best['name']} ({best['avg']:.2f})")
            else:
                lines.append("Best: nobody has scores")
            return "\n".join(lines)

        ctx.tools.register({
            "name": "grade_report",
            "description": "Average, letter grade and ranking of the students in a JSON file",
            "parameters": {"path": {"type": "string", "description": "students JSON file"}},
            "execute": execute,
        })


plugin = GradeReport()
