module.exports = {
  name: "tag-index",
  inject: ["fs"],
  apply(ctx) {
    ctx.tools.register({
      name: "tag_index",
      description: "List product names per tag",
      parameters: { path: { type: "string", description: "CSV file" } },
      execute: async ({ path }) => {
        const text = await ctx.fs.read(path);
        const lines = text.split("\n").slice(1).filter(l => l.trim());
        const idx = {};
        for (const line of lines) {
          const m = line.match(/^([^,]*),([^,]*),(.*)$/);
          const name = m[2];
          const tags = m[3].replace(/"/g, "").split(",").map(t => t.trim()).filter(t => t);
          tags.forEach(t => { (idx[t] ||= []).push(name); });
        }
        return Object.keys(idx).sort().map(t => `${t}: ${idx[t].sort().join(", ")}`).join("\n");
      }
    });
  }
};
