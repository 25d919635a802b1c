import { readFileSync } from "fs";

type Tier = "stalls" | "circle" | "balcony";
type Kind = "evening" | "matinee" | "preview";

interface Performance {
  show: string;
  date: string;
  kind: Kind;
  sold: Partial<Record<Tier, number>>;
  comps?: number;
  note?: string;
}

interface BoxOffice {
  venue: string;
  tiers: Record<Tier, number>;
  capacity: Record<Tier, number>;
  performances: Performance[];
}

enum Band {
  SoldOut = "SOLD OUT",
  Strong = "strong",
  Fair = "fair",
  Weak = "weak",
}

interface ShowSummary {
  show: string;
  nights: number;
  tickets: number;
  revenue: number;
  avgOccupancy: number;
}

const TIERS: Tier[] = ["stalls", "circle", "balcony"];

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

const money = (n: number): string => `£${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

const pct = (n: number): string => `${(n * 100).toFixed(1)}%`;

function groupBy<T, K extends string>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  return items.reduce((map, item) => {
    const key = keyOf(item);
    map.set(key, [...(map.get(key) ?? []), item]);
    return map;
  }, new Map<K, T[]>());
}

const bandFor = (occ: number): Band =>
  occ >= 0.99 ? Band.SoldOut : occ >= 0.8 ? Band.Strong : occ >= 0.5 ? Band.Fair : Band.Weak;

class Ledger {
  private readonly totalSeats: number;

  constructor(private readonly data: BoxOffice) {
    this.totalSeats = sum(TIERS.map((t) => data.capacity[t]));
  }

  tickets(p: Performance): number {
    return sum(TIERS.map((t) => p.sold[t] ?? 0));
  }

  revenue({ sold }: Performance): number {
    return sum(TIERS.map((t) => (sold[t] ?? 0) * this.data.tiers[t]));
  }

  occupancy(p: Performance): number {
    return (this.tickets(p) + (p.comps ?? 0)) / this.totalSeats;
  }

  summarize(): ShowSummary[] {
    const byShow = groupBy(this.data.performances, (p) => p.show);
    return [...byShow.entries()]
      .map(([show, perfs]) => ({
        show,
        nights: perfs.length,
        tickets: sum(perfs.map((p) => this.tickets(p))),
        revenue: sum(perfs.map((p) => this.revenue(p))),
        avgOccupancy: sum(perfs.map((p) => this.occupancy(p))) / perfs.length,
      }))
      .sort((a, b) => b.revenue - a.revenue);
  }
}

function performanceLines(ledger: Ledger, perfs: Performance[]): string[] {
  return perfs.map((p) => {
    const occ = ledger.occupancy(p);
    const note = p.note ? ` (${p.note})` : "";
    return `  ${p.date} ${p.kind.padEnd(8)} ${String(ledger.tickets(p)).padStart(4)} sold  ${money(ledger.revenue(p)).padStart(10)}  ${pct(occ).padStart(6)} ${bandFor(occ)}${note}`;
  });
}

function tierTotals(data: BoxOffice): Record<Tier, number> {
  const entries = data.performances.flatMap((p) => Object.entries(p.sold) as [Tier, number][]);
  return entries.reduce(
    (acc, [tier, n]) => ({ ...acc, [tier]: acc[tier] + n }),
    { stalls: 0, circle: 0, balcony: 0 } as Record<Tier, number>
  );
}

export default function report(path: string): string {
  const data: BoxOffice = JSON.parse(readFileSync(path, "utf8"));
  const ledger = new Ledger(data);
  const summaries = ledger.summarize();
  const lines: string[] = [`Box office report: ${data.venue}`, "=".repeat(40)];
  for (const s of summaries) {
    lines.push(`${s.show} — ${s.nights} performance${s.nights === 1 ? "" : "s"}`);
    lines.push(...performanceLines(ledger, data.performances.filter((p) => p.show === s.show)));
    lines.push(`  total ${s.tickets} tickets, ${money(s.revenue)}, avg ${pct(s.avgOccupancy)}`);
  }
  const totals = tierTotals(data);
  lines.push("Tickets by tier: " + TIERS.map((t) => `${t}=${totals[t]}`).join(", "));
  const best = summaries[0];
  const comps = sum(data.performances.map((p) => p.comps ?? 0));
  lines.push(`Top show: ${best?.show ?? "none"} (${money(best?.revenue ?? 0)}); comps given: ${comps}`);
  return lines.join("\n");
}

console.log(report(process.argv[2] ?? "root/boxoffice.json"));
