import { readFileSync } from "node:fs";

enum Status {
  Hatched = "hatched",
  Infertile = "infertile",
  DeadInShell = "dead-in-shell",
  Incubating = "incubating",
}

interface Egg {
  id: string;
  incubator: string;
  hen: string;
  setDay: string;
  weight: number;
  status: Status;
  days: number;
}

interface BadLine {
  line: number;
  reason: string;
}

type Parsed = { ok: true; egg: Egg } | { ok: false; bad: BadLine };

const STATUSES: readonly string[] = Object.values(Status);

function parseLine(raw: string, line: number): Parsed {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) return { ok: false, bad: { line, reason: `expected 7 fields, got ${cols.length}` } };
  const [id, incubator, hen, setDay, w, st, d] = cols;
  const weight = Number(w);
  const days = Number(d);
  if (w === "" || Number.isNaN(weight)) return { ok: false, bad: { line, reason: `bad weight "${w}"` } };
  if (!Number.isInteger(days)) return { ok: false, bad: { line, reason: `bad days "${d}"` } };
  if (!STATUSES.includes(st)) return { ok: false, bad: { line, reason: `unknown status "${st}"` } };
  return { ok: true, egg: { id, incubator, hen, setDay, weight, status: st as Status, days } };
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const it of items) {
    const k = key(it);
    const bucket = out.get(k) ?? [];
    bucket.push(it);
    out.set(k, bucket);
  }
  return out;
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const pct = (n: number, d: number): string => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);

interface Summary {
  eggs: number;
  hatched: number;
  hatchRate: number;
  bestIncubator: string;
  skipped: number;
}

export default function report(path: string): string {
  const text = readFileSync(path, "utf8");
  const parsed: Parsed[] = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));
  const eggs = parsed.flatMap((p) => (p.ok ? [p.egg] : []));
  const bad = parsed.flatMap((p) => (p.ok ? [] : [p.bad]));

  const out: string[] = ["OSTRICH INCUBATOR REPORT", "========================"];
  const byInc = groupBy(eggs, (e) => e.incubator);
  let best = "";
  let bestRate = -1;
  for (const inc of [...byInc.keys()].sort()) {
    const group = byInc.get(inc)!;
    const settled = group.filter((e) => e.status !== Status.Incubating);
    const hatched = group.filter((e) => e.status === Status.Hatched);
    const rate = settled.length ? hatched.length / settled.length : 0;
    if (rate > bestRate) [best, bestRate] = [inc, rate];
    const avgDays = mean(hatched.map((e) => e.days)).toFixed(1);
    out.push(`${inc.padEnd(6)} eggs=${group.length} hatched=${hatched.length} rate=${pct(hatched.length, settled.length)} avgDays=${avgDays}`);
  }
  out.push("", "By hen (mean egg weight):");
  const byHen = groupBy(eggs, (e) => e.hen);
  [...byHen.entries()]
    .map(([hen, g]) => ({ hen, w: mean(g.map((e) => e.weight)) }))
    .sort((a, b) => b.w - a.w || a.hen.localeCompare(b.hen))
    .forEach(({ hen, w }) => out.push(`  ${hen.padEnd(8, ".")} ${w.toFixed(1)} g`));
  out.push("", `Skipped ${bad.length} line(s):`);
  bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));

  const settledAll = eggs.filter((e) => e.status !== Status.Incubating);
  const hatchedAll = eggs.filter((e) => e.status === Status.Hatched).length;
  const summary: Summary = {
    eggs: eggs.length,
    hatched: hatchedAll,
    hatchRate: Math.round((1000 * hatchedAll) / settledAll.length) / 1000,
    bestIncubator: best,
    skipped: bad.length,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/incubator.csv"));
