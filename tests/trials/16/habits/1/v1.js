module.exports = {
  name: "customer-spend",
  inject: ["fs"],
  apply(ctx) {
    ctx.tools.register({
      name: "customer_spend",
      description: "Each customer's total spend and number of non-empty orders",
      parameters: { path: { type: "string", description: "orders JSON file" } },
      execute: ({ path }) => {
        const { orders } = JSON.parse(ctx.fs.read(path));
        const acc = orders.reduce((acc, { customer, lines }) => {
          if (lines.length === 0) return acc;
          acc[customer] ??= { total: 0, n: 0 };
          acc[customer].total += lines.reduce((s, { qty, price }) => s + qty * price, 0);
          acc[customer].n += 1;
          return acc;
        }, {});
        return Object.entries(acc)
          .sort(([, a], [, b]) => b.total - a.total)
          .map(([c, { total, n }]) => `${c}: ${total.toFixed(2)} (${n} orders)`)
          .join("\n");
      },
    });
  },
};
