def title_case(args):
    return " ".join(word.capitalize() for word in args["text"].split())

def initials(args):
    parts = args["name"].split()
    return "".join(p[0].upper() + "." for p in parts)

def apply(ctx):
    ctx.tools.register({
        "name": "title_case",
        "description": "Capitalize each word of a text",
        "parameters": {"text": {"type": "string", "description": "the text"}},
        "execute": title_case,
    })
    ctx.tools.register({
        "name": "initials",
        "description": "Initials of a person's name",
        "parameters": {"name": {"type": "string", "description": "full name"}},
        "execute": initials,
    })

plugin = {"name": "text-tools", "apply": apply}
