module.exports = {
  name: "word-lengths",
  apply(ctx) {
    ctx.tools.register({
      name: "word_lengths",
      description: "Map each word (lowercased) to its length, sorted by word",
      parameters: { text: { type: "string", description: "the text" } },
      execute: (args) => {
        const words = args.text.toLowerCase().split(/\s+/).filter(w => w.length > 0);
        const result = {};
        for (const w of words.sort()) {
          result[w] = w.length;
        }
        return JSON.stringify(result);
      },
    });
  },
};
