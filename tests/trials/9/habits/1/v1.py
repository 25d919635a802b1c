import json
from collections import Counter

def apply(ctx):
    def todo_stats(args):
        todos = json.loads(ctx.fs.read(args["path"]))
        done = sum(1 for t in todos if t["done"])
        open_count = len(todos) - done
        tags = Counter(tag for t in todos for tag in t.get("tags", []))
        top = [{"tag": tag, "count": n} for tag, n in tags.most_common(3)]
        return json.dumps({"done": done, "open": open_count, "top_tags": top})

    ctx.tools.register({
        "name": "todo_stats",
        "description": "Count done/open todos and the 3 most used tags",
        "parameters": {"path": {"type": "string", "description": "JSON file with the todos"}},
        "execute": todo_stats,
    })

plugin = {"name": "todo-stats", "inject": ["fs"], "apply": apply}
