import { readFileSync } from "node:fs";

enum Job {
  Resole = "resole",
  Heel = "heel",
  Stretch = "stretch",
  Zip = "zip",
  Polish = "polish",
}

type Status = "collected" | "waiting" | "in-progress";

interface Ticket {
  id: string;
  date: string;
  customer: string;
  job: Job;
  price: number;
  status: Status;
}

interface Problem {
  line: number;
  reason: string;
}

type Parsed = { ok: true; ticket: Ticket } | { ok: false; problem: Problem };

const JOBS: ReadonlySet<string> = new Set(Object.values(Job));
const STATUSES: ReadonlySet<string> = new Set(["collected", "waiting", "in-progress"]);

function parseLine(raw: string, line: number): Parsed {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 6) {
    return { ok: false, problem: { line, reason: `expected 6 fields, got ${cols.length}` } };
  }
  const [id, date, customer, job, priceText, status] = cols;
  const price = Number(priceText);
  if (!Number.isFinite(price) || price < 0) {
    return { ok: false, problem: { line, reason: `bad price "${priceText}"` } };
  }
  if (!JOBS.has(job)) {
    return { ok: false, problem: { line, reason: `unknown job "${job}"` } };
  }
  if (!STATUSES.has(status)) {
    return { ok: false, problem: { line, reason: `unknown status "${status}"` } };
  }
  return { ok: true, ticket: { id, date, customer, job: job as Job, price, status: status as Status } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const money = (n: number): string => n.toFixed(2);

export default function report(text: string): string {
  const rows = text.split("\n").slice(1);
  const parsed = rows
    .map((raw, i) => ({ raw, line: i + 2 }))
    .filter(({ raw }) => raw.trim() !== "")
    .map(({ raw, line }) => parseLine(raw, line));
  const tickets = parsed.flatMap((p) => (p.ok ? [p.ticket] : []));
  const problems = parsed.flatMap((p) => (p.ok ? [] : [p.problem]));

  const out: string[] = [];
  out.push("Cobbler repair tickets");
  out.push("======================");
  out.push(`Tickets read: ${tickets.length}, skipped: ${problems.length}`);
  out.push("");
  out.push("By job:");
  const byJob = groupBy(tickets, (t) => t.job);
  const jobs = [...byJob.entries()].sort((a, b) => sum(b[1].map((t) => t.price)) - sum(a[1].map((t) => t.price)));
  for (const [job, ts] of jobs) {
    const total = sum(ts.map((t) => t.price));
    out.push(`  ${job.padEnd(8)} ${String(ts.length).padStart(2)} jobs  ${money(total).padStart(7)}  avg ${money(total / ts.length)}`);
  }
  out.push("");
  const byCustomer = groupBy(tickets, (t) => t.customer);
  const repeat = [...byCustomer.entries()].filter(([, ts]) => ts.length > 1).map(([c]) => c).sort();
  out.push(`Repeat customers: ${repeat.join(", ") || "none"}`);
  const open = tickets.filter((t) => t.status !== "collected");
  out.push(`Open tickets: ${open.map((t) => `${t.id} (${t.status})`).join(", ")}`);
  out.push("");
  out.push("Skipped lines:");
  problems.forEach((p) => out.push(`  line ${p.line}: ${p.reason}`));
  const revenue = sum(tickets.map((t) => t.price));
  const summary = {
    tickets: tickets.length,
    skipped: problems.length,
    revenue: Math.round(revenue * 100) / 100,
    open: open.length,
    topJob: jobs[0]?.[0] ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/cobbler.csv", "utf8")));
