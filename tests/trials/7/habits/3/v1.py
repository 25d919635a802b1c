import re

def apply(ctx):
    def slug_titles(args):
        with open(args["path"]) as f:
            lines = f.read().splitlines()
        slugs = []
        for line in lines:
            if not line.strip():
                continue
            slug = re.sub(r"[^a-z0-9]+", "-", line.lower()).strip("-")
            slugs.append(slug)
        return "\n".join(slugs)

    ctx.tools.register({
        "name": "slug_titles",
        "description": "Turn each title in a text file into a URL slug",
        "parameters": {"path": {"type": "string", "description": "file of titles, one per line"}},
        "execute": slug_titles,
    })
