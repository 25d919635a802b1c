const { readFileSync } = require("fs");

const Level = { Beginner: "beginner", Intermediate: "intermediate", Expert: "expert" };

const PROMOS = { EARLYBIRD: 0.15, LOCALS: 0.1 };
const LATE_FEE = 10;

const money = (n) => `€${n.toFixed(2)}`;
const pad = (s, w) => s.padEnd(w, " ");

function groupBy(xs, key) {
  return xs.reduce((m, x) => {
    const k = key(x);
    m.set(k, [...(m.get(k) ?? []), x]);
    return m;
  }, new Map());
}

const sum = (ns) => ns.reduce((a, b) => a + b, 0);

class RentalPricer {
  constructor(rates) { this.rates = rates; }

  dailyRate({ items }) {
    return sum(items.map((i) => this.rates[i] ?? 0));
  }

  total(r) {
    const base = this.dailyRate(r) * r.days;
    const discount = base * (PROMOS[r.promo ?? ""] ?? 0);
    const late = r.returnedLate ? LATE_FEE : 0;
    return base - discount + late + (r.damage?.fee ?? 0);
  }
}

function itemDays(rentals) {
  const pairs = rentals.flatMap(({ items, days }) => items.map((i) => [i, days]));
  return pairs.reduce((m, [i, d]) => m.set(i, (m.get(i) ?? 0) + d), new Map());
}

function customerLines(rentals, pricer) {
  const byCustomer = groupBy(rentals, (r) => r.customer);
  const rows = [...byCustomer.entries()].map(([name, rs]) => ({
    name,
    count: rs.length,
    spent: sum(rs.map((r) => pricer.total(r))),
  }));
  rows.sort((a, b) => b.spent - a.spent || a.name.localeCompare(b.name));
  return rows.map(({ name, count, spent }, i) => `${i + 1}. ${pad(name, 14)} ${count} rental(s)  ${money(spent)}`);
}

function levelMix(rentals) {
  const counts = Object.values(Level).map((lv) => {
    const n = rentals.filter((r) => r.level === lv).length;
    return `${lv}=${n}`;
  });
  return counts.join(", ");
}

function report(path) {
  const data = JSON.parse(readFileSync(path, "utf8"));
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

module.exports = report;
console.log(report(process.argv[2] ?? "root/rentals.json"));
