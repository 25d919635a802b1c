// shopping_cart plugin: line totals, discounts, subtotal, shipping and total of a cart
type Coupon = "TENOFF" | "BOGO";

interface Item {
  readonly sku: string;
  readonly qty: number;
  readonly unitPrice: number;
  readonly coupon?: Coupon;
}

interface ShippingRule {
  readonly freeAbove: number;
  readonly fee: number;
}

interface CartFile {
  readonly items: Item[];
  readonly shipping?: ShippingRule;
}

interface Line {
  sku: string;
  qty: number;
  unitPrice: number;
  gross: number;
  discount: number;
  total: number;
  coupon?: Coupon;
}

interface Discount {
  sku: string;
  coupon: Coupon;
  amount: number;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

const discountFor = (item: Item, gross: number): number => {
  switch (item.coupon) {
    case "TENOFF":
      return round2(gross * 0.1);
    case "BOGO":
      return round2(Math.floor(item.qty / 2) * item.unitPrice);
    default:
      return 0;
  }
};

class Cart {
  private lines: Line[] = [];
  private discounts: Discount[] = [];

  constructor(private readonly shippingRule: ShippingRule = { freeAbove: 50, fee: 4.99 }) {}

  add(item: Item): void {
    const gross = round2(item.qty * item.unitPrice);
    const discount = discountFor(item, gross);
    this.lines.push({
      sku: item.sku,
      qty: item.qty,
      unitPrice: item.unitPrice,
      gross,
      discount,
      total: round2(gross - discount),
      ...(item.coupon ? { coupon: item.coupon } : {}),
    });
    if (discount > 0 && item.coupon) {
      this.discounts.push({ sku: item.sku, coupon: item.coupon, amount: discount });
    }
  }

  get subtotal(): number {
    return round2(this.lines.reduce((sum, line) => sum + line.total, 0));
  }

  get shipping(): number {
    return this.subtotal > this.shippingRule.freeAbove ? 0 : this.shippingRule.fee;
  }

  get total(): number {
    return round2(this.subtotal + this.shipping);
  }

  toJSON() {
    return {
      lines: this.lines,
      discounts: this.discounts,
      subtotal: this.subtotal,
      shipping: this.shipping,
      total: this.total,
    };
  }
}

export default {
  name: "shopping-cart",
  inject: ["fs"],
  apply(ctx: any) {
    ctx.tools.register({
      name: "shopping_cart",
      description: "Line totals, coupons (TENOFF, BOGO), subtotal, shipping and total of a cart JSON file",
      parameters: {
        path: { type: "string", description: "cart JSON file" },
      },
      execute: async ({ path }: { path: string }) => {
        const data: CartFile = JSON.parse(await ctx.fs.read(path));
        const cart = new Cart(data.shipping ?? undefined);
        data.items?.forEach((item) => cart.add(item));
        return JSON.stringify(cart.toJSON(), null, 2);
      },
    });
  },
};
