def greet_all(args):
    names = args.get("names", [])
    return " ".join([f"Hello, {name}!" for name in names])

plugin = {
    "name": "py-greet-many",
    "apply": lambda ctx: ctx.tools.register({
        "name": "greet_all",
        "description": "Greet every name in a list",
        "parameters": {
            "names": {"type": "array", "items": {"type": "string"}, "description": "names to greet"},
        },
        "execute": greet_all,
    }),
}
