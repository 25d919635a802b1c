// Pottery studio: per-kiln firing report from a CSV log
enum Atmosphere { Oxidation = "ox", Reduction = "red" }

interface Firing {
  id: string; date: string; kiln: string; atmosphere: Atmosphere; cone: string;
  loaded: number; cracked: number; peakC: number; hours: number;
}

type Grade = "excellent" | "ok" | "poor";
type Totals = { loaded: number; cracked: number };

const THRESHOLDS = { excellent: 0.95, ok: 0.9 } as const;

const parseLine = (line: string): Firing | null => {
  const [id, date, kiln, atmosphere, cone, loaded, cracked, peakC, hours] = line.split(",").map(s => s.trim());
  if (!id || id.startsWith("#")) return null;
  return { id, date, kiln, cone, atmosphere: atmosphere as Atmosphere,
    loaded: parseInt(loaded, 10), cracked: parseInt(cracked, 10), peakC: Number(peakC), hours: parseFloat(hours) };
};

const gradeOf = (rate: number): Grade =>
  rate >= THRESHOLDS.excellent ? "excellent" : rate >= THRESHOLDS.ok ? "ok" : "poor";

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((m, it) => {
    const k = key(it);
    m.set(k, [...(m.get(k) ?? []), it]);
    return m;
  }, new Map<K, T[]>());
}

const sumOf = <T,>(items: T[], f: (t: T) => number): number => items.reduce((s, it) => s + f(it), 0);

class KilnStats {
  constructor(public readonly kiln: string, private readonly firings: Firing[]) {}
  get count() { return this.firings.length; }
  get loaded() { return sumOf(this.firings, f => f.loaded); }
  get cracked() { return sumOf(this.firings, f => f.cracked); }
  get yieldRate() { return this.loaded === 0 ? 0 : 1 - this.cracked / this.loaded; }
  get avgPeak() { return sumOf(this.firings, f => f.peakC) / this.count; }
  get longest(): Firing | undefined { return [...this.firings].sort((a, b) => b.hours - a.hours)[0]; }
  get cones() { return [...new Set(this.firings.map(f => f.cone))].sort(); }
  get reduction() {
    let n = 0;
    for (const f of this.firings) {
      switch (f.atmosphere) {
        case Atmosphere.Reduction: n++; break;
        case Atmosphere.Oxidation: break;
        default: throw new Error(`unknown atmosphere in ${f.id}`);
      }
    }
    return n;
  }
  toJSON() {
    const { kiln, count, loaded, cracked, yieldRate, cones } = this;
    return { kiln, count, loaded, cracked, yieldRate: Number(yieldRate.toFixed(3)), grade: gradeOf(yieldRate), cones };
  }
}

const formatLine = (s: KilnStats): string => {
  const { kiln, count, loaded, cracked, yieldRate, avgPeak, longest, reduction } = s;
  const pct = (yieldRate * 100).toFixed(1);
  return `${kiln.padEnd(8)} ${String(count).padStart(2)} firings ${String(loaded).padStart(4)} pcs ${String(cracked).padStart(3)} cracked  yield ${pct.padStart(5)}% (${gradeOf(yieldRate)})  peak ~${avgPeak.toFixed(0)}C  longest ${longest?.id ?? "-"} ${longest?.hours.toFixed(1) ?? "?"}h  reduction ${reduction}/${count}  cones ${s.cones.join("/")}`;
};

export default {
  name: "kiln-report",
  inject: ["fs"],
  apply(ctx: any) {
    ctx.tools.register({
      name: "kiln_report",
      description: "Summarise a pottery studio's kiln firings per kiln from a CSV log",
      parameters: {
        path: { type: "string", description: "CSV file of firings" },
        atmosphere: { type: "string", enum: ["ox", "red", "all"], required: false, default: "all", description: "only firings in this atmosphere" },
      },
      execute: async ({ path, atmosphere = "all" }: { path: string; atmosphere?: string }) => {
        try {
          const text: string = await ctx.fs.read(path);
          const firings = text.split("\n").slice(1).map(parseLine)
            .filter((f): f is Firing => f !== null && (atmosphere === "all" || f.atmosphere === atmosphere));
          const stats = [...groupBy(firings, f => f.kiln).entries()]
            .map(([kiln, fs]) => new KilnStats(kiln, fs))
            .sort((a, b) => b.yieldRate - a.yieldRate || a.kiln.localeCompare(b.kiln));
          const total: Totals = stats.reduce((acc, { loaded, cracked }) => ({ loaded: acc.loaded + loaded, cracked: acc.cracked + cracked }), { loaded: 0, cracked: 0 });
          const overall = total.loaded ? ((1 - total.cracked / total.loaded) * 100).toFixed(1) : "n/a";
          const lines = [
            `Kiln report (${atmosphere}): ${firings.length} firings in ${stats.length} kilns`,
            ...stats.map(formatLine),
            `Overall yield ${overall}% of ${total.loaded} pieces; best kiln: ${stats[0]?.kiln ?? "none"}`,
          ];
          return {
            content: [{ type: "text", text: lines.join("\n") }],
            structuredContent: { atmosphere, kilns: stats.map(s => s.toJSON()), total },
          };
        } catch (err) {
          return { content: [{ type: "text", text: `failed: ${(err as Error).message}` }], isError: true };
        }
      },
    });
  },
};
