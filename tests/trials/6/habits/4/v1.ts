import { Context } from "cordis";

export default {
  name: "histogram",
  apply(ctx: Context) {
    ctx.tools.register({
      name: "histogram",
      description: "Count values in equal-width buckets between min and max",
      parameters: {
        values: { type: "array", items: { type: "number" }, description: "the values" },
        buckets: { type: "number", default: 5, description: "number of buckets" },
      },
      execute: ({ values, buckets = 5 }: { values: number[]; buckets?: number }) => {
        const min = Math.min(...values);
        const max = Math.max(...values);
        const width = (max - min) / buckets || 1;
        const counts: number[] = new Array(buckets).fill(0);
        for (const v of values) {
          const i = Math.min(Math.floor((v - min) / width), buckets - 1);
          counts[i]++;
        }
        return counts.map((c, i) => `${(min + i * width).toFixed(2)}-${(min + (i + 1) * width).toFixed(2)}: ${c}`).join("\n");
      },
    });
  },
};
