import type { Context } from "cordis";

export default {
  name: "dedupe",
  apply(ctx: Context) {
    ctx.tools.register({
      name: "dedupe",
      description: "Remove duplicates case-insensitively, keeping the first spelling and the order",
      parameters: {
        items: { type: "array", items: { type: "string" }, description: "strings to dedupe" },
      },
      execute: ({ items }: { items: string[] }): string => {
        const seen = new Set<string>();
        const result: string[] = [];
        for (const item of items) {
          const key = item.toLowerCase();
          if (!seen.has(key)) {
            seen.add(key);
            result.push(item);
          }
        }
        return result.join("\n");
      },
    });
  },
};
