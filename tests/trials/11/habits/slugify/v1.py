import re


def slugify(text: str) -> str:
    text = text.lower()
    text = re.sub(r"[^a-z0-9]+", "-", text)
    return text.strip("-")


def apply(ctx):
    ctx.tools.register({
        "name": "slugify",
        "description": "Turn a text into a URL slug",
        "parameters": {
            "text": {"type": "string", "description": "text to slugify"},
        },
        "execute": lambda args: slugify(args["text"]),
    })


plugin = {"name": "slugify", "apply": apply}
