module.exports = {
  name: "top-words",
  apply(ctx) {
    ctx.tools.register({
      name: "top_words",
      description: "The n most frequent words in a text",
      parameters: {
        text: { type: "string", description: "the text" },
        n: { type: "number", description: "how many words", default: 10 },
      },
      execute: (args) => {
        const words = args.text.toLowerCase().split(/[^a-z]+/).filter(w => w.length > 0);
        const counts = {};
        for (const w of words) {
          counts[w] = (counts[w] || 0) + 1;
        }
        const sorted = Object.entries(counts).sort((a, b) => b[1] - a[1]);
        return sorted.slice(0, args.n).map(([w, c]) => `${w}: ${c}`).join("\n");
      },
    });
  },
};
