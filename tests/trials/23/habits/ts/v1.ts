import type { Context, Plugin } from 'cordis';

interface Task {
  id: string;
  duration: number;
  deps: string[];
}

type ScheduleResult =
  | { ok: true; order: string[]; finish: number; critical: string[] }
  | { ok: false; cycle: string[] };

class CycleError extends Error {
  constructor(public readonly cycle: string[]) {
    super(`cycle detected: ${cycle.join(' -> ')}`);
  }
}

function schedule(tasks: Task[]): ScheduleResult {
  const byId = new Map<string, Task>(tasks.map((t) => [t.id, t]));
  const state = new Map<string, 'visiting' | 'done'>();
  const order: string[] = [];
  const stack: string[] = [];

  const visit = (id: string): void => {
    const s = state.get(id);
    if (s === 'done') return;
    if (s === 'visiting') {
      throw new CycleError([...stack.slice(stack.indexOf(id)), id]);
    }
    state.set(id, 'visiting');
    stack.push(id);
    for (const dep of byId.get(id)?.deps ?? []) {
      if (!byId.has(dep)) throw new Error(`task ${id} depends on unknown task ${dep}`);
      visit(dep);
    }
    stack.pop();
    state.set(id, 'done');
    order.push(id);
  };

  try {
    tasks.forEach((t) => visit(t.id));
  } catch (e) {
    if (e instanceof CycleError) return { ok: false, cycle: e.cycle };
    throw e;
  }

  const finish: Record<string, number> = {};
  const via: Record<string, string | undefined> = {};
  for (const id of order) {
    const { duration, deps } = byId.get(id)!;
    let start = 0;
    for (const d of deps) {
      if (finish[d] > start) {
        start = finish[d];
        via[id] = d;
      }
    }
    finish[id] = start + duration;
  }
  const last = order.reduce((a, b) => (finish[b] > finish[a] ? b : a));
  const critical: string[] = [];
  for (let cur: string | undefined = last; cur; cur = via[cur]) critical.unshift(cur);

  return { ok: true, order, finish: finish[last], critical };
}

export default {
  name: 'schedule-check',
  inject: ['fs'],
  apply(ctx: Context) {
    ctx.tools.register({
      name: 'schedule_check',
      description: 'Topological order and earliest project finish of a task file; errors on a cycle',
      parameters: { path: { type: 'string', description: 'JSON file with an array of tasks' } },
      execute: async ({ path }: { path: string }) => {
        const tasks = JSON.parse(await ctx.fs.read(path)) as Task[];
        const result = schedule(tasks);
        if (!result.ok) {
          return {
            content: [{ type: 'text', text: `cycle: ${result.cycle.join(' -> ')} (task ${result.cycle[0]} is in a cycle)` }],
            isError: true,
          };
        }
        return JSON.stringify(result);
      },
    });
  },
} satisfies Plugin;
