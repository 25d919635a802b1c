// invoice_total: reads invoice.json and computes subtotal, discount, tax per rate, total
const DISCOUNTS = {
  TEN: { kind: 'percent', value: 10 },
  FIVEOFF: { kind: 'fixed', value: 5.0 },
};

const round2 = (n) => Math.round((n + Number.EPSILON) * 100) / 100;

class Invoice {
  constructor({ number, customer, discountCode, lines = [] }) {
    this.number = number;
    this.customer = customer;
    this.discountCode = discountCode;
    this.lines = lines;
  }

  get subtotal() {
    return this.lines.reduce((sum, { qty, unitPrice }) => sum + qty * unitPrice, 0);
  }

  discountAmount(subtotal) {
    const d = DISCOUNTS[this.discountCode?.toUpperCase()];
    if (!d) return 0;
    return d.kind === 'percent' ? round2((subtotal * d.value) / 100) : Math.min(d.value, subtotal);
  }

  taxByRate(factor) {
    const bases = this.lines.reduce((acc, { qty, unitPrice, taxRate }) => {
      acc[taxRate] = (acc[taxRate] ?? 0) + qty * unitPrice;
      return acc;
    }, {});
    return Object.entries(bases)
      .map(([rate, base]) => ({ rate: Number(rate), base: round2(base * factor), tax: round2(base * factor * Number(rate)) }))
      .sort((a, b) => a.rate - b.rate);
  }

  summary() {
    const subtotal = round2(this.subtotal);
    const discount = this.discountAmount(subtotal);
    const factor = subtotal > 0 ? (subtotal - discount) / subtotal : 1;
    const taxes = this.taxByRate(factor);
    const taxTotal = taxes.reduce((s, t) => s + t.tax, 0);
    const total = round2(subtotal - discount + taxTotal);
    return { number: this.number, customer: this.customer, discountCode: this.discountCode ?? null, subtotal, discount, taxes, total };
  }
}

module.exports = {
  name: 'invoice-total',
  inject: ['fs'],
  apply(ctx) {
    ctx.tools.register({
      name: 'invoice_total',
      description: 'Compute subtotal, discount, tax per rate and total of an invoice JSON file',
      parameters: {
        path: { type: 'string', description: 'invoice file', required: false, default: 'invoice.json' },
      },
      execute: async ({ path = 'invoice.json' }) => {
        try {
          const raw = await ctx.fs.read(path);
          const invoice = new Invoice(JSON.parse(raw));
          const s = invoice.summary();
          const taxLines = s.taxes.map(({ rate, base, tax }) => `  tax ${(rate * 100).toFixed(0)}% on ${base.toFixed(2)}: ${tax.toFixed(2)}`);
          const text = [
            `Invoice ${s.number ?? ''} (${s.customer ?? 'unknown'})`,
            `Subtotal: ${s.subtotal.toFixed(2)}`,
            `Discount (${s.discountCode ?? 'none'}): -${s.discount.toFixed(2)}`,
            ...taxLines,
            `Total: ${s.total.toFixed(2)}`,
          ].join('\n');
          return {
            content: [{ type: 'text', text }, { type: 'text', text: JSON.stringify(s, null, 2) }],
            structuredContent: s,
          };
        } catch (err) {
          return { content: [{ type: 'text', text: `failed: ${err.message}` }], isError: true };
        }
      },
    });
  },
};
