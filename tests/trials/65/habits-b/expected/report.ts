import { readFileSync } from "fs";

type Tier = "floor" | "balcony" | "vip";
type Status = "played" | "cancelled" | "onsale";

enum Band {
  SoldOut = "SOLD OUT",
  Strong = "strong",
  Weak = "weak",
}

interface Sale {
  tier: Tier;
  qty: number;
  price: number;
  promo?: string;
}

interface Show {
  id: string;
  artist: string;
  date: string;
  status: Status;
  sales: Sale[];
}

interface Venue {
  venue: string;
  capacity: Record<Tier, number>;
  shows: Show[];
}

const PROMO_DISCOUNT: Record<string, number> = { EARLY10: 0.1, STUDENT: 0.2 };

const groupBy = <T, K>(items: T[], key: (item: T) => K): Map<K, T[]> =>
  items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());

class ShowStats {
  constructor(private readonly show: Show, private readonly capacity: Record<Tier, number>) {}

  get seats(): number {
    return this.show.sales.reduce((sum, { qty }) => sum + qty, 0);
  }

  get totalCapacity(): number {
    return Object.values(this.capacity).reduce((a, b) => a + b, 0);
  }

  get revenue(): number {
    return this.show.sales.reduce((sum, { qty, price, promo }) => {
      const discount = PROMO_DISCOUNT[promo ?? ""] ?? 0;
      return sum + qty * price * (1 - discount);
    }, 0);
  }

  get fill(): number {
    return this.seats / this.totalCapacity;
  }

  get band(): Band {
    if (this.fill >= 1) return Band.SoldOut;
    return this.fill >= 0.6 ? Band.Strong : Band.Weak;
  }
}

const fmtMoney = (n: number): string => `£${n.toFixed(2)}`;

export default function main(path = "root/tickets.json"): void {
  const data: Venue = JSON.parse(readFileSync(path, "utf8"));
  const { venue, capacity, shows } = data;
  const live = shows.filter(({ status }) => status !== "cancelled");

  console.log(`Ticket report for ${venue}`);
  console.log("=".repeat(40));
  const stats = live.map((show) => ({ show, stats: new ShowStats(show, capacity) }));
  for (const { show, stats: s } of stats) {
    const pct = (s.fill * 100).toFixed(1).padStart(5);
    console.log(`${show.date} ${show.artist.padEnd(18)} ${String(s.seats).padStart(4)} seats ${pct}% ${fmtMoney(s.revenue).padStart(10)}  [${s.band}]`);
  }

  const allSales = live.flatMap(({ sales }) => sales);
  const byTier = groupBy(allSales, (sale) => sale.tier);
  console.log("-".repeat(40));
  for (const [tier, sales] of [...byTier.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const qty = sales.reduce((n, { qty }) => n + qty, 0);
    console.log(`${tier.padEnd(8)} ${String(qty).padStart(5)} tickets over ${sales.length} lines`);
  }

  const promoUse = allSales.filter((s) => s.promo).map((s) => s.promo as string);
  const promoCounts = promoUse.reduce<Record<string, number>>((acc, p) => ({ ...acc, [p]: (acc[p] ?? 0) + 1 }), {});
  const cancelled = shows.filter((s) => s.status === "cancelled").map((s) => s.id);
  const best = [...stats].sort((a, b) => b.stats.revenue - a.stats.revenue)[0];
  const total = stats.reduce((sum, { stats: s }) => sum + s.revenue, 0);

  console.log(`Cancelled: ${cancelled.join(", ") || "none"}`);
  console.log(`Top earner: ${best?.show.artist ?? "n/a"} (${fmtMoney(best?.stats.revenue ?? 0)})`);
  const summary = { venue, shows: live.length, cancelled: cancelled.length, revenue: Math.round(total * 100) / 100, promos: promoCounts };
  console.log(JSON.stringify(summary));
}

main();
