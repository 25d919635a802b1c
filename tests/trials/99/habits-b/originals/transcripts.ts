import { readFileSync } from "node:fs";

enum Turnaround {
  Standard = "STANDARD",
  Expedited = "EXPEDITED",
  Daily = "DAILY",
}

type Status = "delivered" | "in_progress" | "cancelled";

interface Order {
  id: string;
  court: string;
  caseNo: string;
  pages: number;
  turnaround: Turnaround;
  orderedOn: string;
  status: Status;
}

interface BadLine {
  line: number;
  reason: string;
}

const RATE_PENCE: Record<Turnaround, number> = {
  [Turnaround.Standard]: 90,
  [Turnaround.Expedited]: 135,
  [Turnaround.Daily]: 210,
};

const STATUSES: readonly Status[] = ["delivered", "in_progress", "cancelled"];

type Parsed = { ok: true; order: Order } | { ok: false; bad: BadLine };

function parseLine(raw: string, line: number): Parsed {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) return { ok: false, bad: { line, reason: `expected 7 fields, got ${cols.length}` } };
  const [id, court, caseNo, pagesText, ta, orderedOn, status] = cols;
  const pages = Number.parseInt(pagesText, 10);
  if (!pagesText || Number.isNaN(pages) || pages <= 0) return { ok: false, bad: { line, reason: `bad page count '${pagesText}'` } };
  if (!Object.values(Turnaround).includes(ta as Turnaround)) return { ok: false, bad: { line, reason: `unknown turnaround '${ta}'` } };
  if (!STATUSES.includes(status as Status)) return { ok: false, bad: { line, reason: `unknown status '${status}'` } };
  return { ok: true, order: { id, court, caseNo, pages, turnaround: ta as Turnaround, orderedOn, status: status as Status } };
}

function groupBy<T, K extends string>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = <T,>(items: T[], f: (x: T) => number): number => items.reduce((acc, x) => acc + f(x), 0);
const priceOf = (o: Order): number => o.pages * RATE_PENCE[o.turnaround];
const pounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`;

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const orders: Order[] = [];
  const bad: BadLine[] = [];
  lines.forEach((raw, i) => {
    if (i === 0 || raw.trim() === "" || raw.startsWith("#") || raw.startsWith("order_id")) return;
    const r = parseLine(raw, i + 1);
    if (r.ok) orders.push(r.order);
    else bad.push(r.bad);
  });

  const billable = orders.filter((o) => o.status !== "cancelled");
  const out: string[] = ["COURT TRANSCRIPT ORDERS", "=".repeat(23)];

  const byCourt = groupBy(billable, (o) => o.court);
  const courts = [...byCourt.keys()].sort();
  for (const court of courts) {
    const os = byCourt.get(court)!;
    out.push(`${court.padEnd(22)} ${String(os.length).padStart(2)} orders ${String(sum(os, (o) => o.pages)).padStart(5)} pp ${pounds(sum(os, priceOf)).padStart(10)}`);
  }

  out.push("", "By turnaround:");
  const byTa = groupBy(billable, (o) => o.turnaround);
  for (const ta of Object.values(Turnaround)) {
    const os = byTa.get(ta) ?? [];
    const share = billable.length ? (100 * os.length) / billable.length : 0;
    out.push(`  ${ta.padEnd(10)} ${String(os.length).padStart(2)} (${share.toFixed(1)}%)`);
  }

  const pending = billable.filter((o) => o.status === "in_progress").sort((a, b) => b.pages - a.pages);
  out.push("", `Outstanding (${pending.length}):`);
  pending.forEach((o) => out.push(`  ${o.id} ${o.caseNo} ${o.pages} pp ${o.turnaround.toLowerCase()}`));

  if (bad.length > 0) {
    out.push("", `Skipped ${bad.length} bad line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }

  const total = sum(billable, priceOf);
  const summary = {
    orders: billable.length,
    cancelled: orders.length - billable.length,
    pages: sum(billable, (o) => o.pages),
    revenue: Math.round(total) / 100,
    topCourt: courts.reduce((best, c) => (sum(byCourt.get(c)!, priceOf) > sum(byCourt.get(best)!, priceOf) ? c : best), courts[0]),
    badLines: bad.length,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/transcripts.csv"));
