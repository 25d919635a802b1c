// weather-summary plugin
const toF = (c) => c * 9 / 5 + 32;

const labelFor = (avg) => {
  switch (true) {
    case avg < 5: return 'cold';
    case avg < 18: return 'mild';
    default: return 'warm';
  }
};

module.exports = {
  name: 'weather-summary',
  inject: ['fs'],
  apply(ctx) {
    ctx.tools.register({
      name: 'weather_summary',
      description: 'Per-city temperature and rain summary of readings.json',
      parameters: {},
      execute: async () => {
        const text = await ctx.fs.read('readings.json');
        const readings = JSON.parse(text);

        const byCity = readings.reduce((map, r) => {
          const list = map.get(r.city) ?? [];
          list.push(r);
          map.set(r.city, list);
          return map;
        }, new Map());

        const cities = [];
        for (const [city, rs] of [...byCity].sort((a, b) => a[0].localeCompare(b[0]))) {
          const temps = rs.map(r => r.tempC);
          const min = Math.min(...temps);
          const max = Math.max(...temps);
          const avg = temps.reduce((s, t) => s + t, 0) / temps.length;
          const rainyDays = rs.filter(r => (r.rain_mm ?? 0) > 0).length;
          const last = rs.at(-1);
          cities.push({
            city,
            minC: Number(min.toFixed(1)), maxC: Number(max.toFixed(1)), avgC: Number(avg.toFixed(1)),
            minF: Number(toF(min).toFixed(1)), maxF: Number(toF(max).toFixed(1)), avgF: Number(toF(avg).toFixed(1)),
            rainyDays,
            lastDate: last.date,
            label: labelFor(avg),
          });
        }

        const hottest = readings.reduce((best, r) => (r.tempC > best.tempC ? r : best));
        const sep = Array.from({ length: 40 }, () => '-').join('');

        const lines = cities.map(c =>
          `${c.city.padEnd(8)} ${c.minC}/${c.maxC}/${c.avgC} °C  ${c.minF}/${c.maxF}/${c.avgF} °F  rainy: ${c.rainyDays}  last: ${c.lastDate}  (${c.label})`
        );
        const text2 = [
          'Weather summary (min/max/avg)',
          sep,
          ...lines,
          sep,
          `Hottest: ${hottest.city} on ${hottest.date} at ${hottest.tempC.toFixed(1)} °C (${toF(hottest.tempC).toFixed(1)} °F)`,
        ].join('\n');

        const data = { cities, hottest: { city: hottest.city, date: hottest.date, tempC: hottest.tempC, tempF: Number(toF(hottest.tempC).toFixed(1)) } };
        return {
          content: [{ type: 'text', text: `${text2}\n\n${JSON.stringify(data, null, 2)}` }],
          structuredContent: data,
        };
      },
    });
  },
};
