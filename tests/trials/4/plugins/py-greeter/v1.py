def greet(args):
    return f"Hello, {args['name']}!"


def apply(ctx):
    ctx.tools.register({
        "name": "greet",
        "description": "Greet someone by name",
        "parameters": {"name": {"type": "string", "description": "who to greet", "required": True}},
        "execute": greet,
    })


plugin = {"name": "greeter", "apply": apply}
