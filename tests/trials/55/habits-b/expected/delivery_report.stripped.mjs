// Hand-stripped copy of delivery_report.ts (types removed, enum -> frozen object), for running under node 20.
import { readFileSync } from "node:fs";

const Status = Object.freeze({ OnTime: "on-time", Late: "late", Missed: "missed" });

const parseLine = (line) => {
  const [date, route, carrier, papers, delivered, complaints, minutes, status] = line.split(",").map((s) => s.trim());
  if (!date || date.startsWith("#")) return null;
  return {
    date, route, carrier,
    papers: Number(papers), delivered: Number(delivered),
    complaints: Number(complaints ?? 0), minutes: Number(minutes),
    status: (status) ?? Status.OnTime,
  };
};

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    (acc[k] ??= []).push(item);
    return acc;
  }, {});
}

const sum = (items, pick) => items.reduce((t, i) => t + pick(i), 0);
const rate = (part, whole) => (whole === 0 ? 0 : (part / whole) * 100);
const round1 = (x) => Math.round(x * 10) / 10;
const grade = (pct) => (pct >= 99 ? "A" : pct >= 96 ? "B" : "C");

class RouteBook {
  stats = new Map();

  add({ route, papers, delivered, complaints, minutes, status }) {
    const prev = this.stats.get(route) ?? { route, drops: 0, papers: 0, delivered: 0, complaints: 0, minutes: 0, late: 0 };
    this.stats.set(route, {
      ...prev,
      drops: prev.drops + 1,
      papers: prev.papers + papers,
      delivered: prev.delivered + delivered,
      complaints: prev.complaints + complaints,
      minutes: prev.minutes + minutes,
      late: prev.late + (status === Status.OnTime ? 0 : 1),
    });
  }

  ranked() {
    return [...this.stats.values()].sort(
      (a, b) => rate(b.delivered, b.papers) - rate(a.delivered, a.papers) || a.route.localeCompare(b.route),
    );
  }
}

const issuesOf = (d) => [
  ...(d.delivered < d.papers ? [`${d.date} ${d.route}: ${d.papers - d.delivered} undelivered`] : []),
  ...(d.complaints > 1 ? [`${d.date} ${d.route}: ${d.complaints} complaints (${d.carrier})`] : []),
];

export default function report(path) {
  const drops = readFileSync(path, "utf8").split("\n").map(parseLine).filter((d) => d !== null);
  const book = new RouteBook();
  drops.forEach((d) => book.add(d));
  const routes = book.ranked();
  const byCarrier = groupBy(drops, (d) => d.carrier);
  const statusCounts = drops.reduce(
    (acc, { status }) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }),
    {},
  );
  const issues = drops.flatMap(issuesOf);
  const days = new Set(drops.map((d) => d.date)).size;

  const lines = [`DELIVERY REPORT (${drops.length} drops over ${days} days)`, ""];
  lines.push(`${"Route".padEnd(9)}${"Papers".padStart(7)}${"Deliv".padStart(7)}${"Rate".padStart(8)}  Grade  Late`);
  for (const r of routes) {
    const pct = rate(r.delivered, r.papers);
    lines.push(`${r.route.padEnd(9)}${String(r.papers).padStart(7)}${String(r.delivered).padStart(7)}${pct.toFixed(2).padStart(7)}%  ${grade(pct).padEnd(5)}  ${r.late}`);
  }
  lines.push("", "Carriers (minutes per paper):");
  const pace = Object.entries(byCarrier)
    .map(([name, ds]) => ({ name, perPaper: sum(ds, (d) => d.minutes) / sum(ds, (d) => d.delivered), n: ds.length }))
    .sort((a, b) => a.perPaper - b.perPaper);
  pace.forEach(({ name, perPaper, n }, i) => lines.push(`  ${i + 1}. ${name} ${perPaper.toFixed(3)} over ${n} drop${n === 1 ? "" : "s"}`));
  lines.push("", `Issues (${issues.length}):`, ...issues.map((s) => `  - ${s}`));

  const papers = sum(drops, (d) => d.papers);
  const summary = {
    drops: drops.length,
    days,
    papers,
    deliveryRate: round1(rate(sum(drops, (d) => d.delivered), papers)),
    statusCounts,
    bestRoute: routes[0]?.route ?? null,
    slowestCarrier: pace.at(-1)?.name ?? null,
    avgMinutes: round1(sum(drops, (d) => d.minutes) / drops.length),
    issues: issues.length,
  };
  lines.push("", "JSON:", JSON.stringify(summary, null, 2));
  return lines.join("\n");
}

console.log(report("root/deliveries.csv"));
