module.exports = {
  name: "cart-totals",
  inject: ["fs"],
  apply(ctx) {
    ctx.tools.register({
      name: "cart_totals",
      description: "Total per user from a carts JSON file, sorted by total descending",
      parameters: {
        path: { type: "string", description: "carts JSON file" },
      },
      execute: async ({ path }) => {
        const carts = JSON.parse(await ctx.fs.read(path));
        const lines = carts
          .filter(({ items }) => items.length > 0)
          .map(({ user, items }) => ({
            user,
            total: items.reduce((sum, { qty, price }) => sum + qty * price, 0),
          }))
          .sort((a, b) => b.total - a.total)
          .map(({ user, total }) => `${user}: ${total.toFixed(2)}`);
        return lines.join("\n");
      },
    });
  },
};
