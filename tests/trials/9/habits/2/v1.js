module.exports = {
  name: 'csv-column',
  inject: ['fs'],
  apply(ctx) {
    ctx.tools.register({
      name: 'csv_column',
      description: 'Unique, sorted values of one CSV column',
      parameters: {
        path: { type: 'string', description: 'CSV file' },
        column: { type: 'string', description: 'column name' },
      },
      execute: async ({ path, column }) => {
        const text = await ctx.fs.read(path);
        const [header, ...rows] = text.trim().split('\n');
        const idx = header.split(',').map(h => h.trim()).indexOf(column);
        if (idx === -1) throw new Error(`no column ${column}`);
        const values = [...new Set(rows.map(r => r.split(',')[idx]?.trim()).filter(Boolean))];
        values.sort();
        return JSON.stringify(values);
      },
    });
  },
};
