import { readFileSync } from "node:fs";

enum Grade {
  A = "A",
  B = "B",
  C = "C",
}

interface Bag {
  date: string;
  lease: string;
  bagId: string;
  grade: Grade;
  count: number;
  dead: number;
  weightKg: number;
}

interface Skipped {
  line: number;
  reason: string;
}

type Parsed = { ok: true; bag: Bag } | { ok: false; reason: string };

interface LeaseStats {
  bags: number;
  live: number;
  dead: number;
  weightKg: number;
}

const groupBy = <T, K extends string>(items: T[], key: (t: T) => K): Record<K, T[]> =>
  items.reduce((acc, item) => {
    const k = key(item);
    (acc[k] ??= []).push(item);
    return acc;
  }, {} as Record<K, T[]>);

const sum = <T>(items: T[], f: (t: T) => number): number =>
  items.reduce((s, x) => s + f(x), 0);

const isGrade = (s: string): s is Grade => Object.values(Grade).includes(s as Grade);

function parseLine(line: string): Parsed {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 7) return { ok: false, reason: `expected 7 fields, got ${parts.length}` };
  const [date, lease, bagId, grade, countS, deadS, weightS] = parts;
  if (!isGrade(grade)) return { ok: false, reason: `unknown grade "${grade}"` };
  const count = Number(countS);
  const dead = Number(deadS);
  const weightKg = Number(weightS);
  if ([count, dead, weightKg].some((n) => Number.isNaN(n))) return { ok: false, reason: "non-numeric field" };
  if (dead > count) return { ok: false, reason: `dead ${dead} exceeds count ${count}` };
  return { ok: true, bag: { date, lease, bagId, grade, count, dead, weightKg } };
}

const pct = (part: number, whole: number): string =>
  whole === 0 ? "0.0%" : `${((100 * part) / whole).toFixed(1)}%`;

export default function report(text: string): string {
  const bags: Bag[] = [];
  const skipped: Skipped[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith("date,")) return;
    const r = parseLine(line);
    if (r.ok) bags.push(r.bag);
    else skipped.push({ line: i + 1, reason: r.reason });
  });

  const byLease = groupBy(bags, (b) => b.lease);
  const stats: [string, LeaseStats][] = Object.entries(byLease)
    .map(([lease, bs]): [string, LeaseStats] => [
      lease,
      { bags: bs.length, live: sum(bs, (b) => b.count - b.dead), dead: sum(bs, (b) => b.dead), weightKg: sum(bs, (b) => b.weightKg) },
    ])
    .sort((a, b) => b[1].live - a[1].live);

  const out: string[] = ["Oyster bag grading report", "========================="];
  for (const [lease, s] of stats) {
    out.push(
      `${lease.padEnd(12)} bags=${String(s.bags).padStart(2)} live=${String(s.live).padStart(5)} ` +
        `mortality=${pct(s.dead, s.live + s.dead).padStart(6)} avg_kg=${(s.weightKg / s.bags).toFixed(2)}`
    );
  }
  out.push("", "By grade:");
  const byGrade = groupBy(bags, (b) => b.grade);
  for (const g of Object.values(Grade)) {
    const bs = byGrade[g] ?? [];
    out.push(`  ${g}: ${bs.length} bags, ${sum(bs, (b) => b.count)} oysters`);
  }
  out.push("", `Skipped ${skipped.length} line(s):`);
  skipped.forEach((s) => out.push(`  line ${s.line}: ${s.reason}`));

  const totalLive = sum(stats, ([, s]) => s.live);
  const totalDead = sum(stats, ([, s]) => s.dead);
  const summary = {
    bags: bags.length,
    skipped: skipped.length,
    live: totalLive,
    mortality_pct: Number(((100 * totalDead) / (totalLive + totalDead)).toFixed(2)),
    best_lease: stats[0]?.[0] ?? null,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/oyster_bags.csv", "utf8")));
