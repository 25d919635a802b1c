interface TopWordsArgs {
  text: string;
  n: number;
}

export default {
  name: "top-words",
  apply(ctx: any): void {
    ctx.tools.register({
      name: "top_words",
      description: "The n most frequent words in a text",
      parameters: {
        type: "object",
        properties: {
          text: { type: "string", description: "the text" },
          n: { type: "integer", description: "how many words" },
        },
        required: ["text", "n"],
      },
      execute: (args: TopWordsArgs): string => {
        const words: string[] = args.text.toLowerCase().match(/[a-z']+/g) ?? [];
        const counts: Record<string, number> = {};
        for (const w of words) {
          counts[w] = (counts[w] ?? 0) + 1;
        }
        return Object.entries(counts)
          .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
          .slice(0, args.n)
          .map(([word, count]) => `${word} (${count})`)
          .join(", ");
      },
    });
  },
};
