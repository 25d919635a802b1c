module.exports = {
  name: "greeter",
  apply(ctx) {
    ctx.tools.register({
      name: "greet",
      description: "Greet someone by name",
      parameters: { name: { type: "string", description: "who to greet" } },
      execute: async (args) => `Hello, ${args.name}!`,
    });
  },
};
