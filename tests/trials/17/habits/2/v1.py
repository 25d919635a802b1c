import csv

class Untagged:
    name = "untagged"
    inject = ["fs"]

    def apply(self, ctx):
        def execute(args):
            text = ctx.fs.read(args["path"])
            rows = list(csv.reader(text.splitlines()))[1:]
            tags = {t.strip() for row in rows for t in row[2].split(",") if t.strip()}
            names = [row[1] for row in rows if not row[2]]
            return f"Untagged: {', '.join(names)}\nDistinct tags: {len(tags)}"

        ctx.tools.register({
            "name": "untagged",
            "description": "Products with no tags, and the number of distinct tags",
            "parameters": {"path": {"type": "string", "description": "CSV file"}},
            "execute": execute,
        })

plugin = Untagged()
