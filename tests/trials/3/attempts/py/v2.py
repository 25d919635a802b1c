fn apply(ctx) {
    ctx.tools.register(#{
        "name": "greet",
        "description": "Greet someone by name",
        "parameters": #{"name": #{"type": "string", "description": "who to greet", "required": true, "default": ()}},
        "execute": |args| `Hello, ${args['name']}!`,
    });
}
