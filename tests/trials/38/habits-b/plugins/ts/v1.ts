// parking-report: summarises a day of garage sessions per zone
type Zone = "A" | "B" | "C";
type VehicleKind = "car" | "van" | "moto";

interface Session {
  plate: string;
  zone: Zone;
  enter: number; // minutes since midnight
  exit: number;
  kind: VehicleKind;
}

const RATES = { A: 2.5, B: 1.8, C: 1.2 } as const; // euro per started hour
const KIND_FACTOR: Record<VehicleKind, number> = { car: 1, van: 1.5, moto: 0.5 };
const DAILY_CAP = 20;

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

const fmtDuration = (mins: number): string =>
  `${Math.floor(mins / 60)}h${String(mins % 60).padStart(2, "0")}`;

function parseLine(line: string): Session | null {
  const [plate, zone, enter, exit, kind] = line.split(",").map((s) => s.trim());
  if (!plate || !(zone in RATES)) return null;
  return { plate, zone: zone as Zone, enter: toMinutes(enter), exit: toMinutes(exit), kind: (kind ?? "car") as VehicleKind };
}

function fee({ zone, enter, exit, kind }: Session, cap: number = DAILY_CAP): number {
  const hours = Math.ceil((exit - enter) / 60);
  return Math.min(hours * RATES[zone] * (KIND_FACTOR[kind] ?? 1), cap);
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

function label(kind: VehicleKind): string {
  switch (kind) {
    case "van": return "VAN";
    case "moto": return "MOTO";
    default: return "CAR";
  }
}

class ZoneSummary {
  constructor(public zone: Zone, public sessions: Session[]) {}
  get revenue(): number { return this.sessions.reduce((sum, s) => sum + fee(s), 0); }
  get avgStay(): number { return this.sessions.reduce((sum, s) => sum + s.exit - s.enter, 0) / this.sessions.length; }
  get plates(): number { return new Set(this.sessions.map((s) => s.plate)).size; }
  toString(): string {
    return `Zone ${this.zone}: ${this.sessions.length} sessions, ${this.plates} plates, avg ${fmtDuration(Math.round(this.avgStay))}, revenue €${this.revenue.toFixed(2)}`;
  }
}

export default {
  name: "parking-report",
  inject: ["fs"],
  apply(ctx: any) {
    ctx.tools.register({
      name: "parking_report",
      description: "Summarise a day of parking-garage sessions per zone",
      parameters: {
        path: { type: "string", description: "CSV file of sessions" },
        top: { type: "integer", description: "how many longest stays to list", required: false },
      },
      execute: async ({ path, top = 3 }: { path: string; top?: number }) => {
        try {
          const text: string = await ctx.fs.read(path);
          const sessions = text.split("\n").slice(1).filter((l) => l.trim()).map(parseLine).filter((s): s is Session => s !== null);
          const zones = [...groupBy(sessions, (s) => s.zone).entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([z, ss]) => new ZoneSummary(z, ss));
          const longest = [...sessions]
            .sort((a, b) => b.exit - b.enter - (a.exit - a.enter))
            .slice(0, top)
            .map((s) => `${s.plate} (${label(s.kind)}, zone ${s.zone}) ${fmtDuration(s.exit - s.enter)}`);
          const total = zones.reduce((sum, z) => sum + z.revenue, 0);
          const lines = [
            `Parking report: ${sessions.length} sessions`,
            ...zones.map((z) => `  ${z}`),
            "Longest stays:",
            ...longest.map((l, i) => `  ${i + 1}. ${l}`),
            `Total revenue: €${total.toFixed(2)}`,
          ];
          return {
            content: [{ type: "text", text: lines.join("\n") }],
            structuredContent: { total: +total.toFixed(2), zones: Object.fromEntries(zones.map((z) => [z.zone, +z.revenue.toFixed(2)])) },
          };
        } catch (e) {
          return { content: [{ type: "text", text: `failed: ${(e as Error).message}` }], isError: true };
        }
      },
    });
  },
};
