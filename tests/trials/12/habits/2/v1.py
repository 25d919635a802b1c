import csv
import io


def letter(score):
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    elif score >= 60:
        return "D"
    else:
        return "F"


class GradeReport:
    name = "grade-report"
    inject = ["fs"]

    def apply(self, ctx):
        def execute(args):
            text = ctx.fs.read(args["path"])
            rows = list(csv.DictReader(io.StringIO(text)))
            students = [(row["name"], int(row["score"])) for row in rows]
            ranked = sorted(students, key=lambda s: s[1], reverse=True)
            lines = [
                f"{i}. {name}: {score} ({letter(score)})"
                for i, (name, score) in enumerate(ranked, start=1)
            ]
            average = sum(score for _, score in students) / len(students)
            lines.append(f"Average: {average:.1f}")
            return "\n".join(lines)

        ctx.tools.register({
            "name": "grade_report",
            "description": "Letter grades for a name,score CSV file, best first, with the average",
            "parameters": {
                "path": {"type": "string", "description": "CSV file to read"},
            },
            "execute": execute,
        })


plugin = GradeReport()
