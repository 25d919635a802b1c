import type { Context } from 'cordis';

type Coupon = 'SAVE10' | 'FLAT5';

interface Item {
  sku: string;
  qty: number;
  unitPrice: number;
}

interface Order {
  id: string;
  customer: string;
  items: Item[];
  coupon?: Coupon;
}

const applyCoupon = (subtotal: number, coupon?: Coupon): number => {
  switch (coupon) {
    case 'SAVE10':
      return subtotal * 0.9;
    case 'FLAT5':
      return Math.max(0, subtotal - 5);
    default:
      return subtotal;
  }
};

export const name = 'order-totals';
export const inject = ['fs'] as const;

export function apply(ctx: Context) {
  ctx.tools.register({
    name: 'order_totals',
    description: 'Total each order in a JSON file of orders, applying coupons',
    parameters: {
      path: { type: 'string', description: 'JSON file of orders' },
    },
    async execute({ path }: { path: string }): Promise<string> {
      const orders: Order[] = JSON.parse(await ctx.fs.read(path));
      const totals = orders.map((order) => {
        const subtotal =
          order.items?.reduce((sum, { qty, unitPrice }) => sum + qty * unitPrice, 0) ?? 0;
        return { id: order.id, customer: order.customer, total: applyCoupon(subtotal, order.coupon) };
      });
      const grand = totals.reduce((sum, t) => sum + t.total, 0);
      return [
        ...totals.map((t) => `${t.id} (${t.customer}): ${t.total.toFixed(2)}`),
        `Grand total: ${grand.toFixed(2)}`,
      ].join('\n');
    },
  });
}
