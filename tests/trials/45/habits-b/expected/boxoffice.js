const { readFileSync } = require("fs");

const Band = {
  SoldOut: "SOLD OUT",
  Strong: "strong",
  Fair: "fair",
  Weak: "weak",
};

const TIERS = ["stalls", "circle", "balcony"];

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

const money = (n) => `£${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

const pct = (n) => `${(n * 100).toFixed(1)}%`;

function groupBy(items, keyOf) {
  return items.reduce((map, item) => {
    const key = keyOf(item);
    map.set(key, [...(map.get(key) ?? []), item]);
    return map;
  }, new Map());
}

const bandFor = (occ) =>
  occ >= 0.99 ? Band.SoldOut : occ >= 0.8 ? Band.Strong : occ >= 0.5 ? Band.Fair : Band.Weak;

class Ledger {
  constructor(data) {
    this.data = data;
    this.totalSeats = sum(TIERS.map((t) => data.capacity[t]));
  }

  tickets(p) {
    return sum(TIERS.map((t) => p.sold[t] ?? 0));
  }

  revenue({ sold }) {
    return sum(TIERS.map((t) => (sold[t] ?? 0) * this.data.tiers[t]));
  }

  occupancy(p) {
    return (this.tickets(p) + (p.comps ?? 0)) / this.totalSeats;
  }

  summarize() {
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

function performanceLines(ledger, perfs) {
  return perfs.map((p) => {
    const occ = ledger.occupancy(p);
    const note = p.note ? ` (${p.note})` : "";
    return `  ${p.date} ${p.kind.padEnd(8)} ${String(ledger.tickets(p)).padStart(4)} sold  ${money(ledger.revenue(p)).padStart(10)}  ${pct(occ).padStart(6)} ${bandFor(occ)}${note}`;
  });
}

function tierTotals(data) {
  const entries = data.performances.flatMap((p) => Object.entries(p.sold));
  return entries.reduce(
    (acc, [tier, n]) => ({ ...acc, [tier]: acc[tier] + n }),
    { stalls: 0, circle: 0, balcony: 0 }
  );
}

function report(path) {
  const data = JSON.parse(readFileSync(path, "utf8"));
  const ledger = new Ledger(data);
  const summaries = ledger.summarize();
  const lines = [`Box office report: ${data.venue}`, "=".repeat(40)];
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
module.exports = report;

console.log(report(process.argv[2] ?? "root/boxoffice.json"));
