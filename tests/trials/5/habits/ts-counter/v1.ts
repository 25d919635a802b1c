import type { Context } from "cordis";

const counts: Record<string, number> = {};

export default {
  name: "ts-counter",
  apply(ctx: Context) {
    ctx.tools.register({
      name: "count",
      description: "Increment and return a per-key counter",
      parameters: { key: { type: "string", description: "counter key" } },
      execute: ({ key }: { key: string }): string => {
        counts[key] = (counts[key] ?? 0) + 1;
        return `${key}: ${counts[key]}`;
      },
    });
  },
};
