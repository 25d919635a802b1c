def apply(ctx):
    ctx.tools.register({
        "name": "greet",
        "description": "Greet someone by name",
        "parameters": {"name": {"type": "string", "description": "who to greet", "required": True, "default": None}},
        "execute": lambda args: f"Hello, {args['name']}!",
    })
