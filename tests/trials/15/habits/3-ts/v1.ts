interface InitialCountsArgs {
  names: string[];
}

export default {
  name: "initial-counts",
  apply(ctx: any) {
    ctx.tools.register({
      name: "initial_counts",
      description: "Count how many names start with each letter",
      parameters: {
        names: { type: "array", items: { type: "string" }, description: "names" },
      },
      execute: ({ names }: InitialCountsArgs): string => {
        const counts = new Map<string, number>();
        for (const name of names) {
          if (!name) continue;
          const k = name.charAt(0).toUpperCase();
          counts.set(k, (counts.get(k) ?? 0) + 1);
        }
        return [...counts.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, n]) => `${k}=${n}`)
          .join(", ");
      },
    });
  },
};
