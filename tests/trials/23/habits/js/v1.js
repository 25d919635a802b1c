// inventory_value plugin
module.exports = {
  name: 'inventory-value',
  inject: ['fs'],
  apply(ctx) {
    ctx.tools.register({
      name: 'inventory_value',
      description: 'Total value of an inventory JSON file, per tag and top items',
      parameters: {
        path: { type: 'string', description: 'JSON file with an array of items' },
      },
      execute: async ({ path }) => {
        const raw = await ctx.fs.read(path);
        const items = JSON.parse(raw);
        const round2 = (x) => Math.round(x * 100) / 100;

        const inStock = items.filter((it) => it.qty > 0);
        const valued = inStock.map(({ sku, name, qty, price, tags = [] }) => ({
          sku,
          name,
          value: qty * price,
          tags,
        }));

        const total = valued.reduce((sum, it) => sum + it.value, 0);

        const perTag = {};
        for (const { value, tags } of valued) {
          for (const tag of tags) {
            perTag[tag] = (perTag[tag] ?? 0) + value;
          }
        }
        const byTag = Object.entries(perTag)
          .sort(([, a], [, b]) => b - a)
          .map(([tag, value]) => ({ tag, value: round2(value) }));

        const top = [...valued]
          .sort((a, b) => b.value - a.value)
          .slice(0, 2)
          .map(({ sku, name, value }) => ({ sku, name, value: round2(value) }));

        return JSON.stringify({ total: round2(total), byTag, top }, null, 2);
      },
    });
  },
};
