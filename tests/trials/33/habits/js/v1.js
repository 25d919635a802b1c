// cart_total plugin
class Cart {
  constructor(items = [], coupon = null) {
    this.items = items;
    this.coupon = coupon;
  }

  lines(prices) {
    return this.items.map((item) => {
      const unit = prices[item.sku];
      if (!Number.isFinite(unit)) {
        throw new Error(`unknown sku: ${item.sku}`);
      }
      return { ...item, unit, total: Math.round(item.qty * unit * 100) / 100 };
    });
  }

  subtotal(lines) {
    return lines.reduce((sum, l) => sum + l.total, 0);
  }

  totals(prices, freeFrom = 50.0, shippingFee = 4.99) {
    const lines = this.lines(prices);
    const subtotal = Math.round(this.subtotal(lines) * 100) / 100;
    let discount = 0;
    let shipping = subtotal < freeFrom ? shippingFee : 0;
    switch (this.coupon) {
      case "SAVE10":
        discount = Math.round(subtotal * 10) / 100;
        break;
      case "FREESHIP":
        shipping = 0;
        break;
      default:
        break;
    }
    const total = Math.round((subtotal - discount + shipping) * 100) / 100;
    return Object.assign({}, { lines, subtotal }, { discount, shipping, total });
  }
}

module.exports = {
  name: "cart-total",
  inject: ["fs"],
  apply(ctx) {
    ctx.tools.register({
      name: "cart_total",
      description: "Compute the total of cart.json with prices.json",
      parameters: {
        cart: { type: "string", description: "cart file", required: false, default: "cart.json" },
        prices: { type: "string", description: "prices file", required: false, default: "prices.json" },
      },
      async execute(args) {
        try {
          const cartPath = (args.cart || "cart.json").trim();
          const pricesPath = (args.prices || "prices.json").trim();
          if (!cartPath.startsWith("/") && cartPath.split(".").pop() !== "json") {
            throw new Error(`not a json file: ${cartPath}`);
          }
          const data = JSON.parse(await ctx.fs.read(cartPath));
          const prices = JSON.parse(await ctx.fs.read(pricesPath));
          const items = data.items || [];
          if (!items.every((i) => i.qty > 0)) {
            throw new Error("every qty must be positive");
          }
          const missing = items.find((i) => !(i.sku in prices));
          if (missing) {
            const idx = items.findIndex((i) => i.sku === missing.sku);
            throw new Error(`unknown sku: ${missing.sku} (item ${idx + 1})`);
          }
          const cart = new Cart(items, data.coupon);
          const r = cart.totals(prices);
          const text = r.lines
            .map((l) => `${l.sku} x${l.qty} @ ${l.unit.toFixed(2)} = ${l.total.toFixed(2)}`)
            .join("\n") +
            `\nsubtotal ${r.subtotal.toFixed(2)}` +
            `\ndiscount ${r.discount.toFixed(2)}` +
            `\nshipping ${r.shipping.toFixed(2)}` +
            `\ntotal ${r.total.toFixed(2)}` +
            (items.some((i) => i.qty > 10) ? "\n(bulk order)" : "");
          return {
            content: [{ type: "text", text }],
            structuredContent: { ...r, coupon: data.coupon },
            isError: false,
          };
        } catch (err) {
          return { content: [{ type: "text", text: `failed: ${err.message}` }], isError: true };
        }
      },
    });
  },
};
