// invoice_total: per-invoice subtotal/discount/total and grand total per customer
const money = (n) => n.toFixed(2);

const discountFor = (subtotal, discount) => {
  if (discount?.percent != null) return subtotal * discount.percent / 100;
  return discount?.amount ?? 0;
};

module.exports = {
  name: "invoice-total",
  inject: ["fs"],
  apply(ctx) {
    ctx.tools.register({
      name: "invoice_total",
      description: "Totals per invoice and grand total per customer",
      parameters: { path: { type: "string", description: "JSON file with invoices" } },
      execute: async ({ path = "invoices.json" } = {}) => {
        const invoices = JSON.parse(await ctx.fs.read(path));
        const perCustomer = {};
        const lines = invoices.map(({ id, customer, items = [], discount }) => {
          const subtotal = items.reduce((sum, { qty = 1, price = 0 }) => sum + qty * price, 0);
          const off = discountFor(subtotal, discount);
          const total = Math.max(0, subtotal - off);
          perCustomer[customer] = (perCustomer[customer] ?? 0) + total;
          return `${id} ${customer}: subtotal ${money(subtotal)}, discount ${money(off)}, total ${money(total)}`;
        });
        const summary = Object.entries(perCustomer)
          .map(([name, sum]) => `${name}: ${money(sum)}`)
          .join("\n");
        return `${lines.join("\n")}\n\nPer customer:\n${summary}`;
      },
    });
  },
};
