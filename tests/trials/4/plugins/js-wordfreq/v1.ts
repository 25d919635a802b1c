import * as fs from "fs";

interface Args {
  path: string;
  n?: number;
}

export default {
  name: "word-freq",
  apply(ctx: any) {
    ctx.tools.register({
      name: "top_words",
      description: "The n most frequent words in a text file",
      parameters: {
        path: { type: "string", description: "file to read" },
        n: { type: "integer", description: "how many words", required: false, default: 3 },
      },
      execute: async ({ path, n = 3 }: Args) => {
        const text = fs.readFileSync(path, "utf8");
        const counts: Record<string, number> = {};
        for (const w of text.toLowerCase().split(/\s+/).filter(Boolean)) {
          counts[w] = (counts[w] || 0) + 1;
        }
        const top = Object.entries(counts)
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([word, count]) => ({ word, count }));
        return {
          content: [{ type: "text", text: JSON.stringify(top) }],
          structuredContent: { words: top },
        };
      },
    });
  },
};
