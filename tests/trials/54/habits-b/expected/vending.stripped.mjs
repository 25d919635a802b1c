// Hand-stripped copy of vending.ts (node v20 has no TS support, no tsc installed):
// types/interfaces/generics/annotations removed, enum turned into a frozen object,
// `private` dropped, `as` casts removed. Logic unchanged.
import { readFileSync } from "fs";

const Category = Object.freeze({ Drink: "drink", Snack: "snack", Hot: "hot", Fresh: "fresh" });

const periodOf = (hour) =>
  hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";

const money = (n) => `€${n.toFixed(2)}`;

function parseLine(line) {
  const [machine, slot, product, category, price, qty, hour] = line.split(",").map((s) => s.trim());
  return { machine, slot, product, category: category, price: Number(price), qty: Number(qty), hour: Number(hour) };
}

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = (items, f) =>
  items.reduce((acc, item) => acc + f(item), 0);

class SalesLedger {
  sales;

  constructor(sales) {
    this.sales = sales.filter(({ qty }) => qty > 0);
  }

  totals(items = this.sales) {
    return { revenue: sum(items, (s) => s.price * s.qty), units: sum(items, (s) => s.qty) };
  }

  byMachine() {
    return [...groupBy(this.sales, (s) => s.machine).entries()].map(([machine, items]) => {
      const perProduct = groupBy(items, (s) => s.product);
      const ranked = [...perProduct.entries()]
        .map(([product, ps]) => ({ product, revenue: this.totals(ps).revenue }))
        .sort((a, b) => b.revenue - a.revenue || a.product.localeCompare(b.product));
      return { machine, totals: this.totals(items), best: ranked[0] };
    }).sort((a, b) => b.totals.revenue - a.totals.revenue);
  }

  byCategory() {
    return this.sales.reduce((acc, { category, qty }) => ({
      ...acc,
      [category]: (acc[category] ?? 0) + qty,
    }), {});
  }

  byPeriod() {
    const init = { morning: 0, afternoon: 0, evening: 0 };
    return this.sales.reduce((acc, s) => ({ ...acc, [periodOf(s.hour)]: acc[periodOf(s.hour)] + s.qty }), init);
  }

  products() {
    return [...new Set(this.sales.flatMap(({ product, category }) => [`${product} (${category})`]))].sort();
  }
}

function report(path) {
  const lines = readFileSync(path, "utf8").split("\n").filter((l) => l.trim() !== "");
  const ledger = new SalesLedger(lines.slice(1).map(parseLine));
  const all = ledger.totals();
  const machines = ledger.byMachine();
  const out = [`Vending report: ${machines.length} machines, ${all.units} units, ${money(all.revenue)}`, ""];
  for (const { machine, totals, best } of machines) {
    out.push(`${machine.padEnd(10)} ${String(totals.units).padStart(3)} units ${money(totals.revenue).padStart(8)}  best: ${best?.product ?? "-"}`);
  }
  out.push("", "Units by category:");
  Object.entries(ledger.byCategory()).sort(([a], [b]) => a.localeCompare(b))
    .forEach(([cat, units]) => out.push(`  ${cat.padEnd(6)} ${units}`));
  const periods = ledger.byPeriod();
  out.push("", `Periods: ${(Object.keys(periods)).map((p) => `${p}=${periods[p]}`).join(", ")}`);
  out.push(`Products: ${ledger.products().join("; ")}`);
  const summary = { machines: machines.length, units: all.units, revenue: Number(all.revenue.toFixed(2)), top: machines[0]?.machine ?? null };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

export default report;

console.log(report(process.argv[2] ?? "root/vending.csv"));
