module.exports = {
  name: "initials",
  apply(ctx) {
    ctx.tools.register({
      name: "initials",
      description: "Initials of each full name, joined with ', '",
      parameters: {
        names: { type: "array", items: { type: "string" }, description: "full names" },
      },
      execute: ({ names }) => {
        return (names ?? [])
          .map((n) => n?.trim())
          .filter((n) => n && n.length > 0)
          .map((n) =>
            n
              .split(/\s+/)
              .filter(Boolean)
              .map((w) => w[0].toUpperCase())
              .join("")
          )
          .join(", ");
      },
    });
  },
};
