interface Row {
  id: string;
  name: string;
  tags: string[];
}

function parseLine(line: string): Row {
  const [id, name, ...rest] = line.split(",");
  const tags = rest.join(",").replace(/"/g, "").split(",").map((t) => t.trim()).filter((t) => t.length > 0);
  return { id, name, tags };
}

export default {
  name: "tag-counts",
  inject: ["fs"],
  apply(ctx: any) {
    ctx.tools.register({
      name: "tag_counts",
      description: "How many products have each tag",
      parameters: { path: { type: "string", description: "CSV file" } },
      execute: async (args: { path: string }): Promise<string> => {
        const text: string = await ctx.fs.read(args.path);
        const rows: Row[] = text.split("\n").slice(1).filter((l) => l.trim() !== "").map(parseLine);
        const counts: Record<string, number> = {};
        for (const row of rows) {
          for (const t of row.tags) {
            counts[t] = (counts[t] ?? 0) + 1;
          }
        }
        return JSON.stringify(Object.fromEntries(Object.entries(counts).sort()));
      },
    });
  },
};
