// Type-stripped copy of plugins/ts/v1.ts (logic unchanged), run with a mock ctx.
import { readFileSync } from "node:fs";
const ON_TIME_THRESHOLD = 15;
const toMinutes = (hhmm) => { const [h, m] = hhmm.split(":").map(Number); return h * 60 + m; };
const delayOf = ({ scheduled, actual }) => actual ? Math.max(0, toMinutes(actual) - toMinutes(scheduled)) : null;
function groupBy(items, key) { const out = new Map(); for (const item of items) { const k = key(item); out.set(k, [...(out.get(k) ?? []), item]); } return out; }
class DelayReport {
  constructor(flights, threshold = ON_TIME_THRESHOLD) { this.flights = flights; this.threshold = threshold; }
  byAirline() {
    return [...groupBy(this.flights, (f) => f.airline)]
      .map(([airline, list]) => {
        const flown = list.filter((f) => !f.cancelled);
        const delays = flown.map(delayOf).filter((d) => d !== null);
        const total = delays.reduce((a, b) => a + b, 0);
        const worst = flown.map((f) => ({ id: f.id, delay: delayOf(f) ?? 0 })).sort((a, b) => b.delay - a.delay)[0];
        return { airline, flights: list.length, cancelled: list.length - flown.length,
          avgDelay: delays.length ? total / delays.length : 0,
          onTimeRate: delays.length ? delays.filter((d) => d <= this.threshold).length / delays.length : 0, worst };
      })
      .sort((a, b) => b.onTimeRate - a.onTimeRate || a.avgDelay - b.avgDelay);
  }
  airports() { return [...new Set(this.flights.flatMap(({ route }) => route))].sort(); }
  render(stats = this.byAirline()) {
    const lines = stats.map(({ airline, flights, cancelled, avgDelay, onTimeRate, worst }) =>
        `${airline.padEnd(10)} ${String(flights).padStart(3)} flights, ${cancelled} cancelled, ` +
        `avg delay ${avgDelay.toFixed(1)} min, on-time ${(onTimeRate * 100).toFixed(0)}%` +
        (worst?.delay ? `, worst ${worst.id} (+${worst.delay})` : ""));
    const header = `Delay report: ${this.airports().length} airports, on-time = within ${this.threshold} min`;
    return [header, ...lines].join("\n");
  }
}
const plugin = { name: "flight-delays", inject: ["fs"], apply(ctx) { ctx.tools.register({ name: "flight_delays",
  execute: async ({ path, threshold }) => {
    try {
      const flights = JSON.parse(await ctx.fs.read(path));
      const report = new DelayReport(flights, threshold ?? ON_TIME_THRESHOLD);
      const stats = report.byAirline();
      return { content: [{ type: "text", text: report.render(stats) }],
        structuredContent: { airlines: stats.map(({ airline, onTimeRate }) => ({ airline, onTimeRate: +onTimeRate.toFixed(3) })) }, isError: false };
    } catch (err) { return { content: [{ type: "text", text: `failed: ${err.message}` }], isError: true }; }
  } }); } };
let tool;
plugin.apply({ fs: { read: async (p) => readFileSync("/work/trial36/habits2/root/" + p, "utf8") }, tools: { register: (t) => { tool = t; } } });
const args = JSON.parse(process.argv[2] ?? "{}");
const r = await tool.execute(args);
process.stdout.write(process.argv[3] === "json" ? JSON.stringify(r.structuredContent) : r.content[0].text);
