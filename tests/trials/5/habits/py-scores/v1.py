def apply(ctx):
    def execute(args):
        path = args["path"]
        with open(path) as f:
            lines = f.read().strip().split("\n")
        rows = []
        for line in lines[1:]:
            name, score = line.split(",")
            rows.append({"name": name, "score": int(score)})
        best = max(rows, key=lambda r: r["score"])
        avg = round(sum(r["score"] for r in rows) / len(rows), 2)
        return f"{best['name']}, {avg}"

    ctx.tools.register({
        "name": "best",
        "description": "Best scorer and average from a CSV file",
        "parameters": {"path": {"type": "string", "description": "CSV file to read"}},
        "execute": execute,
    })

plugin = {
    "name": "py-scores",
    "inject": ["fs"],
    "apply": apply,
}
