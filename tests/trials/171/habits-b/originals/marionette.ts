// Marionette workshop: string-rig repair bench report.
import { readFileSync } from "node:fs";

enum Fault {
  Tangle = "tangle",
  Snapped = "snapped",
  Joint = "joint",
  Paint = "paint",
}

interface Repair {
  date: string;
  puppet: string;
  fault: Fault;
  strings: number;
  minutes: number;
  rate: number;
}

interface BadLine {
  line: number;
  reason: string;
}

type Parsed = { ok: true; value: Repair } | { ok: false; error: BadLine };

const FAULTS: readonly string[] = Object.values(Fault);
const STRING_COST = 2.75;

const isFault = (s: string): s is Fault => FAULTS.includes(s);

function parseLine(raw: string, line: number): Parsed {
  const cols = raw.split(",").map((c) => c.trim());
  const bad = (reason: string): Parsed => ({ ok: false, error: { line, reason } });
  if (cols.length !== 6) return bad(`expected 6 fields, got ${cols.length}`);
  const [date, puppet, fault, s, m, r] = cols;
  if (!isFault(fault)) return bad(`unknown fault '${fault}'`);
  const [strings, minutes, rate] = [s, m, r].map(Number);
  if (!Number.isInteger(strings) || strings < 0) return bad(`bad strings '${s}'`);
  if (!Number.isFinite(minutes) || minutes <= 0) return bad(`bad minutes '${m}'`);
  if (!Number.isFinite(rate)) return bad(`bad rate '${r}'`);
  return { ok: true, value: { date, puppet, fault, strings, minutes, rate } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sumBy = <T>(items: readonly T[], f: (t: T) => number): number =>
  items.reduce((acc, t) => acc + f(t), 0);

const cost = (r: Repair): number => (r.minutes / 60) * r.rate + r.strings * STRING_COST;

const money = (n: number): string => n.toFixed(2).padStart(8);

export default function report(text: string): string {
  const rows = text
    .split("\n")
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#") && !raw.startsWith("date,"));
  const parsed = rows.map(({ raw, line }) => parseLine(raw, line));
  const repairs = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.flatMap((p) => (p.ok ? [] : [p.error]));

  const out: string[] = ["MARIONETTE REPAIR BENCH", "=".repeat(23)];

  out.push("", "By fault:");
  const byFault = groupBy(repairs, (r) => r.fault);
  for (const f of FAULTS as Fault[]) {
    const group = byFault.get(f) ?? [];
    const mins = sumBy(group, (r) => r.minutes);
    out.push(`  ${f.padEnd(8)} ${String(group.length).padStart(3)} jobs ${String(mins).padStart(5)} min ${money(sumBy(group, cost))}`);
  }

  out.push("", "By puppet (most costly first):");
  const byPuppet = [...groupBy(repairs, (r) => r.puppet).entries()]
    .map(([name, rs]) => ({ name, jobs: rs.length, total: sumBy(rs, cost) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  byPuppet.forEach(({ name, jobs, total }, i) =>
    out.push(`  ${i + 1}. ${name.padEnd(10)} ${jobs} ${money(total)}`));

  const longest = repairs.reduce<Repair | undefined>(
    (best, r) => (best === undefined || r.minutes > best.minutes ? r : best), undefined);
  if (longest) out.push("", `Longest job: ${longest.puppet} (${longest.fault}) ${longest.minutes} min on ${longest.date}`);

  if (bad.length > 0) {
    out.push("", `Skipped ${bad.length} bad line(s):`);
    bad.forEach(({ line, reason }) => out.push(`  line ${line}: ${reason}`));
  }

  const totalCost = sumBy(repairs, cost);
  const summary = {
    jobs: repairs.length,
    skipped: bad.length,
    strings: sumBy(repairs, (r) => r.strings),
    minutes: sumBy(repairs, (r) => r.minutes),
    cost: Math.round(totalCost * 100) / 100,
    top: byPuppet[0]?.name ?? null,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/marionette_repairs.csv", "utf8")));
