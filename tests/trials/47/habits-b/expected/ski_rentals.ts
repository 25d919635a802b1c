import { readFileSync } from "fs";

type Item = "skis" | "boots" | "helmet" | "poles" | "snowboard";
enum Level { Beginner = "beginner", Intermediate = "intermediate", Expert = "expert" }

interface Damage { item: Item; fee: number }
interface Rental {
  id: string;
  customer: string;
  level: Level;
  items: Item[];
  days: number;
  returnedLate: boolean;
  damage?: Damage;
  promo?: string;
}
interface ShopData { shop: string; season: string; rates: Record<Item, number>; rentals: Rental[] }

const PROMOS: Record<string, number> = { EARLYBIRD: 0.15, LOCALS: 0.1 };
const LATE_FEE = 10;

const money = (n: number): string => `€${n.toFixed(2)}`;
const pad = (s: string, w: number): string => s.padEnd(w, " ");

function groupBy<T, K>(xs: T[], key: (x: T) => K): Map<K, T[]> {
  return xs.reduce((m, x) => {
    const k = key(x);
    m.set(k, [...(m.get(k) ?? []), x]);
    return m;
  }, new Map<K, T[]>());
}

const sum = (ns: number[]): number => ns.reduce((a, b) => a + b, 0);

class RentalPricer {
  constructor(private readonly rates: Record<Item, number>) {}

  dailyRate({ items }: Rental): number {
    return sum(items.map((i) => this.rates[i] ?? 0));
  }

  total(r: Rental): number {
    const base = this.dailyRate(r) * r.days;
    const discount = base * (PROMOS[r.promo ?? ""] ?? 0);
    const late = r.returnedLate ? LATE_FEE : 0;
    return base - discount + late + (r.damage?.fee ?? 0);
  }
}

function itemDays(rentals: Rental[]): Map<Item, number> {
  const pairs = rentals.flatMap(({ items, days }) => items.map((i): [Item, number] => [i, days]));
  return pairs.reduce((m, [i, d]) => m.set(i, (m.get(i) ?? 0) + d), new Map<Item, number>());
}

function customerLines(rentals: Rental[], pricer: RentalPricer): string[] {
  const byCustomer = groupBy(rentals, (r) => r.customer);
  const rows = [...byCustomer.entries()].map(([name, rs]) => ({
    name,
    count: rs.length,
    spent: sum(rs.map((r) => pricer.total(r))),
  }));
  rows.sort((a, b) => b.spent - a.spent || a.name.localeCompare(b.name));
  return rows.map(({ name, count, spent }, i) => `${i + 1}. ${pad(name, 14)} ${count} rental(s)  ${money(spent)}`);
}

function levelMix(rentals: Rental[]): string {
  const counts = Object.values(Level).map((lv) => {
    const n = rentals.filter((r) => r.level === lv).length;
    return `${lv}=${n}`;
  });
  return counts.join(", ");
}

export default function report(path: string): string {
  const data: ShopData = JSON.parse(readFileSync(path, "utf8"));
  const { shop, season, rates, rentals } = data;
  const pricer = new RentalPricer(rates);
  const totals = rentals.map((r) => pricer.total(r));
  const revenue = sum(totals);
  const late = rentals.filter((r) => r.returnedLate).map((r) => r.id);
  const damageFees = sum(rentals.map((r) => r.damage?.fee ?? 0));
  const usage = [...itemDays(rentals)].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const biggest = rentals.reduce((best, r) => (pricer.total(r) > pricer.total(best) ? r : best));

  const lines = [
    `${shop} — season ${season}`,
    "=".repeat(40),
    `Rentals: ${rentals.length}   Revenue: ${money(revenue)}   Avg: ${money(revenue / rentals.length)}`,
    `Late returns (${late.length}): ${late.join(", ") || "none"}`,
    `Damage fees: ${money(damageFees)}`,
    `Levels: ${levelMix(rentals)}`,
    "",
    "Item-days:",
    ...usage.map(([item, d]) => `  ${pad(item, 10)} ${String(d).padStart(3)} days  ${money(d * rates[item])}`),
    "",
    "Customers by spend:",
    ...customerLines(rentals, pricer),
    "",
    `Biggest rental: ${biggest.id} (${biggest.customer}) ${money(pricer.total(biggest))}`,
  ];
  return lines.join("\n");
}

console.log(report(process.argv[2] ?? "root/rentals.json"));
