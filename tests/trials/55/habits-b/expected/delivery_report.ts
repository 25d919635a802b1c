// Newspaper delivery routes: per-route rates, carrier pace, issues, JSON summary.
import { readFileSync } from "node:fs";

enum Status { OnTime = "on-time", Late = "late", Missed = "missed" }

interface Drop {
  date: string; route: string; carrier: string;
  papers: number; delivered: number; complaints: number; minutes: number;
  status: Status;
}

type Grade = "A" | "B" | "C";
type RouteStats = Omit<Drop, "date" | "carrier" | "status"> & { drops: number; late: number };

const parseLine = (line: string): Drop | null => {
  const [date, route, carrier, papers, delivered, complaints, minutes, status] = line.split(",").map((s) => s.trim());
  if (!date || date.startsWith("#")) return null;
  return {
    date, route, carrier,
    papers: Number(papers), delivered: Number(delivered),
    complaints: Number(complaints ?? 0), minutes: Number(minutes),
    status: (status as Status) ?? Status.OnTime,
  };
};

function groupBy<T, K extends string>(items: T[], key: (item: T) => K): Record<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    (acc[k] ??= []).push(item);
    return acc;
  }, {} as Record<K, T[]>);
}

const sum = <T,>(items: T[], pick: (item: T) => number): number => items.reduce((t, i) => t + pick(i), 0);
const rate = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);
const round1 = (x: number): number => Math.round(x * 10) / 10;
const grade = (pct: number): Grade => (pct >= 99 ? "A" : pct >= 96 ? "B" : "C");

class RouteBook {
  private stats = new Map<string, RouteStats>();

  add({ route, papers, delivered, complaints, minutes, status }: Drop): void {
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

  ranked(): RouteStats[] {
    return [...this.stats.values()].sort(
      (a, b) => rate(b.delivered, b.papers) - rate(a.delivered, a.papers) || a.route.localeCompare(b.route),
    );
  }
}

const issuesOf = (d: Drop): string[] => [
  ...(d.delivered < d.papers ? [`${d.date} ${d.route}: ${d.papers - d.delivered} undelivered`] : []),
  ...(d.complaints > 1 ? [`${d.date} ${d.route}: ${d.complaints} complaints (${d.carrier})`] : []),
];

export default function report(path: string): string {
  const drops = readFileSync(path, "utf8").split("\n").map(parseLine).filter((d): d is Drop => d !== null);
  const book = new RouteBook();
  drops.forEach((d) => book.add(d));
  const routes = book.ranked();
  const byCarrier = groupBy(drops, (d) => d.carrier);
  const statusCounts = drops.reduce(
    (acc, { status }) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }),
    {} as Record<Status, number>,
  );
  const issues = drops.flatMap(issuesOf);
  const days = new Set(drops.map((d) => d.date)).size;

  const lines: string[] = [`DELIVERY REPORT (${drops.length} drops over ${days} days)`, ""];
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
