module.exports = {
  name: "word-wrap",
  apply(ctx) {
    ctx.tools.register({
      name: "word_wrap",
      description: "Wrap text into lines of at most `width` characters",
      parameters: {
        text: { type: "string", description: "text to wrap" },
        width: { type: "number", description: "max line width" },
      },
      execute: ({ text, width }) => {
        const words = text.trim().split(/\s+/);
        const lines = [];
        let line = "";
        for (const word of words) {
          if (line.length === 0) {
            line = word;
          } else if (line.length + 1 + word.length <= width) {
            line = `${line} ${word}`;
          } else {
            lines.push(line.trimEnd());
            line = word;
          }
        }
        if (line.length > 0) lines.push(line.trimEnd());
        return lines.join("\n");
      },
    });
  },
};
