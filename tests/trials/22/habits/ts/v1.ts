// todo_summary: open todos by due date, count per tag, done percentage
interface Todo {
  id: number;
  title: string;
  done: boolean;
  due?: string; // YYYY-MM-DD
  tags: string[];
}

interface Ctx {
  fs: { read(path: string): string };
  tools: { register(tool: unknown): void };
}

function byDue(a: Todo, b: Todo): number {
  if (!a.due && !b.due) return a.id - b.id;
  if (!a.due) return 1;
  if (!b.due) return -1;
  return a.due.localeCompare(b.due);
}

function countTags(todos: Todo[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const todo of todos) {
    for (const tag of todo.tags ?? []) {
      counts[tag] = (counts[tag] ?? 0) + 1;
    }
  }
  return counts;
}

export default {
  name: 'todo-summary',
  inject: ['fs'],
  apply(ctx: Ctx) {
    ctx.tools.register({
      name: 'todo_summary',
      description: 'Open todos by due date, count per tag, done percentage',
      parameters: { path: { type: 'string', description: 'JSON file of todos' } },
      execute: ({ path }: { path: string }): string => {
        const todos: Todo[] = JSON.parse(ctx.fs.read(path));
        const open = todos.filter((t) => !t.done).sort(byDue);
        const tags = countTags(todos);
        const donePct = todos.length ? (todos.filter((t) => t.done).length / todos.length) * 100 : 0;
        const lines = [
          'Open:',
          ...open.map((t) => `  #${t.id} ${t.title} (due ${t.due ?? 'none'})`),
          'Tags:',
          ...Object.keys(tags).sort().map((tag) => `  ${tag}: ${tags[tag]}`),
          `Done: ${donePct.toFixed(1)}%`,
        ];
        return lines.join('\n');
      },
    });
  },
};
