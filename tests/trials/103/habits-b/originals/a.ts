import { readFileSync } from "node:fs";

enum Grain {
  Wheat = "wheat",
  Rye = "rye",
  Spelt = "spelt",
  Oats = "oats",
}

interface Run {
  date: string;
  mill: string;
  grain: Grain;
  windKmh: number;
  hours: number;
  sacks: number;
  moisture: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

interface MillStats {
  mill: string;
  runs: number;
  hours: number;
  sacks: number;
  rate: number;
  damp: number;
}

const SACK_KG = 25;
const DAMP_LIMIT = 14.5;

const sum = <T>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);
const round = (n: number, dp = 2): number => Math.round(n * 10 ** dp) / 10 ** dp;

function toNum(s: string): number | undefined {
  const n = Number(s);
  return s !== "" && Number.isFinite(n) ? n : undefined;
}

function parseLine(raw: string, line: number): Parsed<Run> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 7) return { ok: false, line, reason: `expected 7 fields, got ${parts.length}` };
  const [date, mill, grainRaw, ...rest] = parts;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, line, reason: `bad date "${date}"` };
  const grain = Object.values(Grain).find((g) => g === grainRaw.toLowerCase());
  if (grain === undefined) return { ok: false, line, reason: `unknown grain "${grainRaw}"` };
  const nums = rest.map(toNum);
  if (nums.some((n) => n === undefined)) return { ok: false, line, reason: "non-numeric field" };
  const [windKmh, hours, sacks, moisture] = nums as number[];
  if (hours <= 0) return { ok: false, line, reason: "hours must be positive" };
  return { ok: true, value: { date, mill, grain, windKmh, hours, sacks, moisture } };
}

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const it of items) {
    const k = key(it);
    m.set(k, [...(m.get(k) ?? []), it]);
  }
  return m;
}

function millStats(mill: string, runs: Run[]): MillStats {
  const hours = sum(runs, (r) => r.hours);
  const sacks = sum(runs, (r) => r.sacks);
  const damp = runs.filter((r) => r.moisture > DAMP_LIMIT).length;
  return { mill, runs: runs.length, hours, sacks, rate: round(sacks / hours), damp };
}

export default function report(text: string): string {
  const parsed = text
    .split("\n")
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw, line }) => line > 1 && raw !== "")
    .map(({ raw, line }) => parseLine(raw, line));
  const runs = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.flatMap((p) => (p.ok ? [] : [`  line ${p.line}: ${p.reason}`]));

  const out: string[] = ["WINDMILL FLOUR MILLING LOG", "=".repeat(26), ""];
  out.push(`${"Mill".padEnd(12)}${"Runs".padStart(5)}${"Hours".padStart(7)}${"Sacks".padStart(7)}${"Sacks/h".padStart(9)}${"Damp".padStart(6)}`);
  const stats = [...groupBy(runs, (r) => r.mill)]
    .map(([mill, rs]) => millStats(mill, rs))
    .sort((a, b) => b.rate - a.rate || a.mill.localeCompare(b.mill));
  for (const s of stats) {
    out.push(`${s.mill.padEnd(12)}${String(s.runs).padStart(5)}${s.hours.toFixed(1).padStart(7)}${String(s.sacks).padStart(7)}${s.rate.toFixed(2).padStart(9)}${String(s.damp).padStart(6)}`);
  }

  out.push("", "By grain (kg):");
  const byGrain = groupBy(runs, (r) => r.grain);
  for (const g of Object.values(Grain)) {
    const kg = sum(byGrain.get(g) ?? [], (r) => r.sacks) * SACK_KG;
    out.push(`  ${g.padEnd(6)} ${kg.toLocaleString("en-GB").padStart(6)}`);
  }

  const best = runs.reduce<Run | undefined>((b, r) => (b === undefined || r.sacks / r.hours > b.sacks / b.hours ? r : b), undefined);
  if (best) out.push("", `Best run: ${best.mill} on ${best.date}, ${(best.sacks / best.hours).toFixed(2)} sacks/h at ${best.windKmh} km/h`);
  if (bad.length > 0) out.push("", `Skipped ${bad.length} line(s):`, ...bad);

  const totalSacks = sum(runs, (r) => r.sacks);
  const summary = {
    runs: runs.length,
    skipped: bad.length,
    sacks: totalSacks,
    flourKg: totalSacks * SACK_KG,
    topMill: stats[0]?.mill ?? null,
    dampRuns: runs.filter((r) => r.moisture > DAMP_LIMIT).length,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/milling.csv", "utf8")));
