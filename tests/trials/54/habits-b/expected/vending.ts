import { readFileSync } from "fs";

enum Category { Drink = "drink", Snack = "snack", Hot = "hot", Fresh = "fresh" }

interface Sale {
  machine: string;
  slot: string;
  product: string;
  category: Category;
  price: number;
  qty: number;
  hour: number;
}

type Period = "morning" | "afternoon" | "evening";
type Totals = { revenue: number; units: number };

interface MachineReport {
  machine: string;
  totals: Totals;
  best?: { product: string; revenue: number };
}

const periodOf = (hour: number): Period =>
  hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";

const money = (n: number): string => `€${n.toFixed(2)}`;

function parseLine(line: string): Sale {
  const [machine, slot, product, category, price, qty, hour] = line.split(",").map((s) => s.trim());
  return { machine, slot, product, category: category as Category, price: Number(price), qty: Number(qty), hour: Number(hour) };
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = <T>(items: T[], f: (item: T) => number): number =>
  items.reduce((acc, item) => acc + f(item), 0);

class SalesLedger {
  private sales: Sale[];

  constructor(sales: Sale[]) {
    this.sales = sales.filter(({ qty }) => qty > 0);
  }

  totals(items: Sale[] = this.sales): Totals {
    return { revenue: sum(items, (s) => s.price * s.qty), units: sum(items, (s) => s.qty) };
  }

  byMachine(): MachineReport[] {
    return [...groupBy(this.sales, (s) => s.machine).entries()].map(([machine, items]) => {
      const perProduct = groupBy(items, (s) => s.product);
      const ranked = [...perProduct.entries()]
        .map(([product, ps]) => ({ product, revenue: this.totals(ps).revenue }))
        .sort((a, b) => b.revenue - a.revenue || a.product.localeCompare(b.product));
      return { machine, totals: this.totals(items), best: ranked[0] };
    }).sort((a, b) => b.totals.revenue - a.totals.revenue);
  }

  byCategory(): Record<string, number> {
    return this.sales.reduce<Record<string, number>>((acc, { category, qty }) => ({
      ...acc,
      [category]: (acc[category] ?? 0) + qty,
    }), {});
  }

  byPeriod(): Record<Period, number> {
    const init: Record<Period, number> = { morning: 0, afternoon: 0, evening: 0 };
    return this.sales.reduce((acc, s) => ({ ...acc, [periodOf(s.hour)]: acc[periodOf(s.hour)] + s.qty }), init);
  }

  products(): string[] {
    return [...new Set(this.sales.flatMap(({ product, category }) => [`${product} (${category})`]))].sort();
  }
}

function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n").filter((l) => l.trim() !== "");
  const ledger = new SalesLedger(lines.slice(1).map(parseLine));
  const all = ledger.totals();
  const machines = ledger.byMachine();
  const out: string[] = [`Vending report: ${machines.length} machines, ${all.units} units, ${money(all.revenue)}`, ""];
  for (const { machine, totals, best } of machines) {
    out.push(`${machine.padEnd(10)} ${String(totals.units).padStart(3)} units ${money(totals.revenue).padStart(8)}  best: ${best?.product ?? "-"}`);
  }
  out.push("", "Units by category:");
  Object.entries(ledger.byCategory()).sort(([a], [b]) => a.localeCompare(b))
    .forEach(([cat, units]) => out.push(`  ${cat.padEnd(6)} ${units}`));
  const periods = ledger.byPeriod();
  out.push("", `Periods: ${(Object.keys(periods) as Period[]).map((p) => `${p}=${periods[p]}`).join(", ")}`);
  out.push(`Products: ${ledger.products().join("; ")}`);
  const summary = { machines: machines.length, units: all.units, revenue: Number(all.revenue.toFixed(2)), top: machines[0]?.machine ?? null };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

export default report;

console.log(report(process.argv[2] ?? "root/vending.csv"));
