// recipe_scale plugin
const round2 = (x) => Number(Math.round(x * 100) / 100).toString();

module.exports = {
  name: "recipe-scale",
  inject: ["fs"],
  apply(ctx) {
    ctx.tools.register({
      name: "recipe_scale",
      description: "Scale a JSON recipe to a number of servings, grouped by unit",
      parameters: {
        path: { type: "string", description: "recipe JSON file" },
        servings: { type: "number", description: "target servings" },
      },
      execute: async ({ path, servings }) => {
        const recipe = JSON.parse(await ctx.fs.read(path));
        const { name, servings: base, ingredients } = recipe;
        const factor = servings / base;
        const byUnit = {};
        let totalGrams = 0;
        for (const { item, qty, unit } of ingredients) {
          const scaled = qty * factor;
          (byUnit[unit] ??= []).push({ item, qty: parseFloat(scaled.toFixed(2)) });
          if (unit === "g") totalGrams += scaled;
        }
        const lines = Object.entries(byUnit).map(
          ([unit, items]) => `${unit}: ` + items.map((i) => `${i.item} ${round2(i.qty)}`).join(", ")
        );
        return JSON.stringify({
          name,
          servings,
          byUnit,
          totalGrams: parseFloat(totalGrams.toFixed(2)),
          text: lines.join("\n"),
        });
      },
    });
  },
};
