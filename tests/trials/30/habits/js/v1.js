// todo-report plugin
class Todo {
  constructor({ id, title, done = false, due = null, tags = [] } = {}) {
    Object.assign(this, { id, title, done, due, tags });
  }
  static fromJSON(obj) {
    return new Todo(obj);
  }
  isOverdue(today) {
    return !this.done && this.due != null && this.due < today;
  }
}

module.exports = {
  name: "todo-report",
  inject: ["fs"],
  apply(ctx) {
    ctx.tools.register({
      name: "todo_report",
      description: "Report on todos.json: overdue count, tags, undone order, percent done",
      parameters: {
        today: { type: "string", description: "today's date, YYYY-MM-DD" },
      },
      execute: async ({ today }) => {
        const raw = await ctx.fs.read("todos.json");
        const todos = JSON.parse(raw).map(Todo.fromJSON);

        const overdue = todos.filter((t) => t.isOverdue(today)).length;

        const tagCounts = new Map();
        for (const t of todos) {
          for (const tag of t.tags ?? []) {
            tagCounts.set(tag, (tagCounts.get(tag) || 0) + 1);
          }
        }
        const tags = Object.fromEntries(
          Array.from(tagCounts.entries()).sort(([a], [b]) => a.localeCompare(b))
        );

        const undone = todos
          .filter((t) => !t.done)
          .sort((a, b) => {
            if (a.due === b.due) return a.title.localeCompare(b.title);
            if (a.due == null) return 1;
            if (b.due == null) return -1;
            return a.due.localeCompare(b.due);
          })
          .map((t) => t.title);

        const doneCount = todos.reduce((n, t) => n + (t.done ? 1 : 0), 0);
        const percentDone = todos.length ? Math.round((doneCount * 100) / todos.length) : 0;

        const allTagged = todos.every((t) => Array.isArray(t.tags));
        const anyDone = todos.some((t) => t.done);
        const uniqueTags = new Set(todos.flatMap((t) => t.tags));
        const first = todos.find((t) => t.isOverdue(today))?.title ?? "none";

        const report = { overdue, tags, undone, percentDone };
        const lines = [
          `Overdue (undone, due before ${today}): ${overdue}`,
          `Tags (${uniqueTags.size}):`,
          ...Object.entries(tags).map(([tag, n]) => `  ${tag}: ${n}`),
          `Undone by due date:`,
          ...undone.map((title, i) => `  ${i + 1}. ${title}`),
          `Done: ${percentDone}%`,
        ];
        for (const [i, line] of lines.entries()) {
          if (i === 0 && !anyDone && !allTagged) console.log(first);
        }
        return {
          content: [{ type: "text", text: `${lines.join("\n")}\n\n${JSON.stringify(report)}` }],
          structuredContent: report,
        };
      },
    });
  },
};
