module.exports = {
  name: "level-counts",
  apply(ctx) {
    ctx.tools.register({
      name: "level_counts",
      description: "Count log lines per level",
      parameters: {
        type: "object",
        properties: { text: { type: "string", description: "log text" } },
        required: ["text"],
      },
      execute: ({ text }) => {
        const counts = {};
        for (const line of text.split("\n").filter(Boolean)) {
          const [level, ...rest] = line.split(" ");
          counts[level] = (counts[level] || 0) + 1;
        }
        return Object.entries(counts)
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([level, n]) => `${level}: ${n}`)
          .join("\n");
      },
    });
  },
};
