module.exports = {
  name: "group-count",
  apply(ctx) {
    ctx.tools.register({
      name: "group_count",
      description: "Count items by the value of a key",
      parameters: {
        items: { type: "array", description: "array of objects" },
        key: { type: "string", description: "key to group by" },
      },
      execute: (args) => {
        const counts = {};
        for (const item of args.items) {
          const v = String(item[args.key]);
          counts[v] = (counts[v] || 0) + 1;
        }
        return Object.entries(counts)
          .sort((a, b) => b[1] - a[1])
          .map(([v, c]) => `${v}: ${c}`)
          .join("\n");
      },
    });
  },
};
