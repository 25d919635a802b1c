module.exports = {
  name: "js-todo",
  inject: ["fs"],
  apply: (ctx) => {
    ctx.tools.register({
      name: "todo_summary",
      description: "Summarize a todo JSON file",
      parameters: { path: { type: "string", description: "todo file to read" } },
      execute: async ({ path }) => {
        const { items } = JSON.parse(await ctx.fs.read(path));
        const done = items.filter((item) => item.done);
        return `${done.length} of ${items.length} done: ${done.map((i) => i.title).join(", ")}`;
      },
    });
  },
};
