// install_order: a valid installation order (dependencies first, ties alphabetical), or the cycle
type Graph = Map<string, string[]>;

interface ToolArgs {
  path: string;
}

const sortedKeys = <T,>(m: Map<string, T>): string[] => [...m.keys()].sort();

class CycleError extends Error {
  constructor(public readonly cycle: string[]) {
    super(`dependency cycle: ${cycle.join(" -> ")}`);
  }
}

class InstallPlanner {
  private readonly done = new Set<string>();
  private readonly visiting: string[] = [];
  private readonly order: string[] = [];

  constructor(private readonly graph: Graph) {}

  private visit(name: string): void {
    if (this.done.has(name)) return;
    const idx = this.visiting.indexOf(name);
    if (idx !== -1) {
      throw new CycleError([...this.visiting.slice(idx), name]);
    }
    this.visiting.push(name);
    const deps = [...(this.graph.get(name) ?? [])].sort();
    for (const dep of deps) {
      this.visit(dep);
    }
    this.visiting.pop();
    this.done.add(name);
    this.order.push(name);
  }

  plan(): string[] {
    for (const name of sortedKeys(this.graph)) {
      this.visit(name);
    }
    return this.order;
  }
}

function loadGraph(text: string): Graph {
  const raw = JSON.parse(text) as Record<string, string[]>;
  return new Map(Object.entries(raw));
}

export default {
  name: "install-order",
  inject: ["fs"],
  apply(ctx: any) {
    ctx.tools.register({
      name: "install_order",
      description: "Installation order of packages (dependencies first), or the cycle that prevents one",
      parameters: { path: { type: "string", description: "JSON map from package to its dependencies" } },
      execute: async ({ path }: ToolArgs) => {
        try {
          const graph = loadGraph(await ctx.fs.read(path));
          const order = new InstallPlanner(graph).plan();
          return `Install order: ${order.join(", ")}`;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          return { content: [{ type: "text", text: `failed: ${message}` }], isError: true };
        }
      },
    });
  },
};
