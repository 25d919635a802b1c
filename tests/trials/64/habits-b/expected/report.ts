import { readFileSync } from "node:fs";

type Category = "snack" | "drink" | "combo";

enum Shift {
  Early = "early",
  Late = "late",
}

interface Sale {
  time: string;
  stand: string;
  item: string;
  category: Category;
  qty: number;
  unitPrice: number;
}

interface Totals {
  units: number;
  revenue: number;
}

const CATEGORIES: readonly Category[] = ["snack", "drink", "combo"];

const isCategory = (s: string): s is Category =>
  (CATEGORIES as readonly string[]).includes(s);

const shiftOf = ({ time }: Sale): Shift =>
  Number(time.split(":")[0]) < 19 ? Shift.Early : Shift.Late;

function groupBy<T, K extends string>(items: T[], keyOf: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const key = keyOf(item);
    acc.set(key, [...(acc.get(key) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sumUp = (sales: Sale[]): Totals =>
  sales.reduce(
    (t, { qty, unitPrice }) => ({ units: t.units + qty, revenue: t.revenue + qty * unitPrice }),
    { units: 0, revenue: 0 },
  );

class StandLedger {
  constructor(readonly name: string, private readonly sales: Sale[]) {}

  get totals(): Totals {
    return sumUp(this.sales);
  }

  get bestItem(): string {
    const byItem = groupBy(this.sales, (s) => s.item);
    const ranked = [...byItem.entries()]
      .map(([item, rows]) => ({ item, revenue: sumUp(rows).revenue }))
      .sort((a, b) => b.revenue - a.revenue || a.item.localeCompare(b.item));
    return ranked[0]?.item ?? "-";
  }
}

const parse = (text: string): { sales: Sale[]; skipped: string[] } => {
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  const parsed = lines.map((line) => {
    const [time, stand, item, category, qty, price] = line.split(",");
    const sale = { time, stand, item, category, qty: Number(qty), unitPrice: Number(price) };
    return isCategory(category) && sale.qty > 0 ? { ok: sale as Sale } : { bad: `${item}@${time}` };
  });
  return {
    sales: parsed.flatMap((p) => (p.ok ? [p.ok] : [])),
    skipped: parsed.flatMap((p) => (p.bad ? [p.bad] : [])),
  };
};

const money = (n: number): string => `$${n.toFixed(2).padStart(7)}`;

export default function report(path: string): string {
  const { sales, skipped } = parse(readFileSync(path, "utf8"));
  const ledgers = [...groupBy(sales, (s) => s.stand)]
    .map(([name, rows]) => new StandLedger(name, rows))
    .sort((a, b) => b.totals.revenue - a.totals.revenue);
  const out: string[] = ["CONCESSION STAND REPORT", "=".repeat(23)];
  for (const ledger of ledgers) {
    const { units, revenue } = ledger.totals;
    out.push(`${ledger.name.padEnd(8)} ${String(units).padStart(3)} units ${money(revenue)}  best: ${ledger.bestItem}`);
  }
  const byCategory: Record<Category, Totals> = Object.fromEntries(
    CATEGORIES.map((c) => [c, sumUp(sales.filter((s) => s.category === c))]),
  ) as Record<Category, Totals>;
  out.push("", "By category:");
  Object.entries(byCategory).forEach(([cat, { units, revenue }]) =>
    out.push(`  ${cat.padEnd(6)} ${String(units).padStart(3)} ${money(revenue)}`));
  const shifts = groupBy(sales, shiftOf);
  out.push("", `Shifts: ${[Shift.Early, Shift.Late].map((s) => `${s}=${shifts.get(s)?.length ?? 0}`).join(", ")}`);
  if (skipped.length) out.push(`Skipped: ${skipped.join(", ")}`);
  const total = sumUp(sales);
  const summary = { stands: ledgers.length, sales: sales.length, units: total.units, revenue: Number(total.revenue.toFixed(2)), skipped: skipped.length, top: ledgers[0]?.name ?? null };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report("root/concessions.csv"));
