// word-stats: sentence count, longest word, average word length, top five words
const WORD_RE = /[A-Za-z]+(?:-[A-Za-z]+)*/g;

const countBy = (items) =>
  items.reduce((acc, item) => ({ ...acc, [item]: (acc[item] ?? 0) + 1 }), {});

export default {
  name: "word-stats",
  inject: ["fs"],
  apply(ctx) {
    ctx.tools.register({
      name: "word_stats",
      description: "Sentences, longest word, average word length and the five most frequent words of a text file",
      parameters: {
        path: { type: "string", description: "text file to analyse" },
      },
      execute: async ({ path }) => {
        const text = await ctx.fs.read(path);
        const sentences = text.split(/[.!?]+/).filter((s) => s.trim().length > 0).length;
        const words = text.match(WORD_RE) ?? [];
        if (words.length === 0) return `${path} has no words`;

        const maxLen = Math.max(...words.map((w) => w.length));
        const longest = words.find((w) => w.length === maxLen);
        const avg = (words.reduce((sum, w) => sum + w.length, 0) / words.length).toFixed(2);

        const lower = words.map((w) => w.toLowerCase());
        const distinct = Array.from(new Set(lower));
        const top = Object.entries(countBy(lower))
          .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
          .slice(0, 5)
          .map(([w, n]) => `${w} (${n})`)
          .join(", ");

        return [
          `sentences: ${sentences}`,
          `longest word: ${longest}`,
          `average word length: ${avg}`,
          `distinct words: ${distinct.length}`,
          `top words: ${top}`,
        ].join("\n");
      },
    });
  },
};
