import os


def word_count(args):
    path = args["path"]
    if not os.path.exists(path):
        return {"content": [{"type": "text", "text": f"no such file: {path}"}], "isError": True}
    with open(path) as f:
        words = f.read().split()
    return f"{path} has {len(words)} words"


def apply(ctx):
    ctx.tools.register({
        "name": "word_count",
        "description": "Count the words in a text file",
        "parameters": {"path": {"type": "string", "description": "file to read"}},
        "execute": word_count,
    })


plugin = {"name": "word-count", "apply": apply}
