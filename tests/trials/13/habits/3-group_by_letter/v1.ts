import type { Plugin, Context } from "cordis";

interface GroupArgs {
  words: string[];
}

const plugin: Plugin = {
  name: "group-by-letter",
  apply(ctx: Context): void {
    ctx.tools.register({
      name: "group_by_letter",
      description: "Group words by their first letter",
      parameters: {
        words: { type: "array", items: { type: "string" }, description: "words to group" },
      },
      execute: ({ words }: GroupArgs): string => {
        const groups = new Map<string, string[]>();
        for (const word of words) {
          const key = word[0].toLowerCase();
          groups.set(key, [...(groups.get(key) ?? []), word]);
        }
        return Array.from(groups.entries())
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([letter, ws]) => `${letter}: ${[...ws].sort((x, y) => x.localeCompare(y)).join(", ")}`)
          .join("\n");
      },
    });
  },
};

export default plugin;
