import { readFileSync } from "fs";

enum JobKind {
  Puncture = "puncture",
  Brakes = "brakes",
  Gears = "gears",
  Wheel = "wheel",
  Service = "service",
}

type Status = "done" | "waiting" | "cancelled";

interface Job {
  date: string;
  ticket: string;
  mechanic: string;
  kind: JobKind;
  minutes: number;
  parts: number;
  status: Status;
}

interface Rejected {
  line: number;
  reason: string;
}

type Parsed = { ok: true; job: Job } | { ok: false; bad: Rejected };

const LABOUR_PER_HOUR = 42;
const KINDS: readonly string[] = Object.values(JobKind);
const STATUSES: readonly Status[] = ["done", "waiting", "cancelled"];

function parseLine(raw: string, line: number): Parsed {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) return { ok: false, bad: { line, reason: `expected 7 fields, got ${cols.length}` } };
  const [date, ticket, mechanic, kind, minutesText, partsText, status] = cols;
  if (!KINDS.includes(kind)) return { ok: false, bad: { line, reason: `unknown kind '${kind}'` } };
  const minutes = Number(minutesText);
  if (minutesText === "" || !Number.isFinite(minutes)) return { ok: false, bad: { line, reason: "bad minutes" } };
  if (!STATUSES.includes(status as Status)) return { ok: false, bad: { line, reason: `bad status '${status}'` } };
  return {
    ok: true,
    job: { date, ticket, mechanic, kind: kind as JobKind, minutes, parts: Number(partsText), status: status as Status },
  };
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = <T,>(xs: T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);
const price = (j: Job): number => (j.minutes / 60) * LABOUR_PER_HOUR + j.parts;
const money = (n: number): string => n.toFixed(2).padStart(8);

export default function main(text: string): string {
  const parsed = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));

  const jobs = parsed.flatMap((p) => (p.ok ? [p.job] : []));
  const rejected = parsed.flatMap((p) => (p.ok ? [] : [p.bad]));
  const billable = jobs.filter((j) => j.status === "done");

  const out: string[] = [];
  out.push("BIKE WORKSHOP - WEEKLY JOBS");
  out.push("=".repeat(40));
  out.push("Per mechanic (done jobs):");
  const byMech = [...groupBy(billable, (j) => j.mechanic).entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [mech, list] of byMech) {
    const mins = sum(list, (j) => j.minutes);
    out.push(`  ${mech.padEnd(8)} ${String(list.length).padStart(2)} jobs ${String(mins).padStart(4)} min ${money(sum(list, price))} EUR`);
  }
  out.push("Per kind:");
  const byKind = groupBy(billable, (j) => j.kind);
  for (const kind of KINDS) {
    const list = byKind.get(kind as JobKind) ?? [];
    if (list.length === 0) continue;
    const avg = sum(list, (j) => j.minutes) / list.length;
    out.push(`  ${kind.padEnd(9)} x${list.length}  avg ${avg.toFixed(1)} min`);
  }
  const open = jobs.filter((j) => j.status !== "done");
  out.push(`Not billed: ${open.map((j) => `${j.ticket} (${j.status})`).join(", ") || "none"}`);
  for (const r of rejected) out.push(`! line ${r.line}: ${r.reason}`);
  const revenue = sum(billable, price);
  const top = byMech.map(([m, l]) => ({ m, v: sum(l, price) })).sort((a, b) => b.v - a.v)[0];
  const summary = {
    jobs: jobs.length,
    billed: billable.length,
    rejected: rejected.length,
    revenue: Math.round(revenue * 100) / 100,
    top_mechanic: top ? top.m : null,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(main(readFileSync("root/bike_jobs.csv", "utf8")));
