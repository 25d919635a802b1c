import type { Context } from "cordis";

interface Flight {
  id: string;
  airline: string;
  route: [string, string];
  scheduled: string; // "HH:MM"
  actual?: string | null;
  cancelled?: boolean;
}

interface AirlineStats {
  airline: string;
  flights: number;
  cancelled: number;
  avgDelay: number;
  onTimeRate: number;
  worst?: { id: string; delay: number };
}

const ON_TIME_THRESHOLD = 15 as const;

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

const delayOf = ({ scheduled, actual }: Flight): number | null =>
  actual ? Math.max(0, toMinutes(actual) - toMinutes(scheduled)) : null;

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

class DelayReport {
  constructor(private readonly flights: Flight[], private threshold: number = ON_TIME_THRESHOLD) {}

  byAirline(): AirlineStats[] {
    return [...groupBy(this.flights, (f) => f.airline)]
      .map(([airline, list]) => {
        const flown = list.filter((f) => !f.cancelled);
        const delays = flown.map(delayOf).filter((d): d is number => d !== null);
        const total = delays.reduce((a, b) => a + b, 0);
        const worst = flown
          .map((f) => ({ id: f.id, delay: delayOf(f) ?? 0 }))
          .sort((a, b) => b.delay - a.delay)[0];
        return {
          airline,
          flights: list.length,
          cancelled: list.length - flown.length,
          avgDelay: delays.length ? total / delays.length : 0,
          onTimeRate: delays.length ? delays.filter((d) => d <= this.threshold).length / delays.length : 0,
          worst,
        };
      })
      .sort((a, b) => b.onTimeRate - a.onTimeRate || a.avgDelay - b.avgDelay);
  }

  airports(): string[] {
    return [...new Set(this.flights.flatMap(({ route }) => route))].sort();
  }

  render(stats: AirlineStats[] = this.byAirline()): string {
    const lines = stats.map(
      ({ airline, flights, cancelled, avgDelay, onTimeRate, worst }) =>
        `${airline.padEnd(10)} ${String(flights).padStart(3)} flights, ${cancelled} cancelled, ` +
        `avg delay ${avgDelay.toFixed(1)} min, on-time ${(onTimeRate * 100).toFixed(0)}%` +
        (worst?.delay ? `, worst ${worst.id} (+${worst.delay})` : "")
    );
    const header = `Delay report: ${this.airports().length} airports, on-time = within ${this.threshold} min`;
    return [header, ...lines].join("\n");
  }
}

export default {
  name: "flight-delays",
  inject: ["fs"],
  apply(ctx: Context) {
    ctx.tools.register({
      name: "flight_delays",
      description: "Summarise delays per airline from a flights JSON file",
      parameters: {
        path: { type: "string", description: "JSON file of flights" },
        threshold: { type: "integer", description: "on-time threshold in minutes", required: false },
      },
      execute: async ({ path, threshold }: { path: string; threshold?: number }) => {
        try {
          const flights: Flight[] = JSON.parse(await ctx.fs.read(path));
          const report = new DelayReport(flights, threshold ?? ON_TIME_THRESHOLD);
          const stats = report.byAirline();
          return {
            content: [{ type: "text", text: report.render(stats) }],
            structuredContent: {
              airlines: stats.map(({ airline, onTimeRate }) => ({ airline, onTimeRate: +onTimeRate.toFixed(3) })),
            },
            isError: false,
          };
        } catch (err) {
          return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true };
        }
      },
    });
  },
};
