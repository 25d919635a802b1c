interface DurationArgs {
  text: string;
}

const plugin = {
  name: "parse-duration",
  apply(ctx: any): void {
    ctx.tools.register({
      name: "parse_duration",
      description: "Convert a duration like 1h30m15s to total seconds",
      parameters: {
        text: { type: "string", description: "duration such as 1h30m15s, 45s or 2h" },
      },
      execute: ({ text }: DurationArgs): string => {
        const re = /(\d+)([hms])/g;
        let total = 0;
        let consumed = 0;
        let match: RegExpExecArray | null;
        while ((match = re.exec(text)) !== null) {
          if (match.index !== consumed) {
            throw new Error(`invalid duration: ${text}`);
          }
          const value = parseInt(match[1], 10);
          switch (match[2]) {
            case "h":
              total += value * 3600;
              break;
            case "m":
              total += value * 60;
              break;
            case "s":
              total += value;
              break;
          }
          consumed = re.lastIndex;
        }
        if (consumed === 0 || consumed !== text.length) {
          throw new Error(`invalid duration: ${text}`);
        }
        return String(total);
      },
    });
  },
};

export default plugin;
