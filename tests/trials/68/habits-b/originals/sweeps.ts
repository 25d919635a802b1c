import { readFileSync } from "node:fs";

enum Flue {
  Open = "open",
  Stove = "stove",
  Range = "range",
}

interface Visit {
  date: string;
  sweep: string;
  district: string;
  flue: Flue;
  sootKg: number;
  fee: number;
}

type ParseResult = { ok: true; visit: Visit } | { ok: false; line: number; reason: string };

const FLUES: readonly string[] = Object.values(Flue);

function parseLine(raw: string, lineNo: number): ParseResult {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 6) {
    return { ok: false, line: lineNo, reason: `expected 6 fields, got ${cols.length}` };
  }
  const [date, sweep, district, flue, soot, fee] = cols;
  if (!FLUES.includes(flue)) {
    return { ok: false, line: lineNo, reason: `unknown flue "${flue}"` };
  }
  const sootKg = parseFloat(soot);
  const feeNum = Number(fee);
  if (soot === "" || Number.isNaN(sootKg)) {
    return { ok: false, line: lineNo, reason: "missing soot weight" };
  }
  if (Number.isNaN(feeNum)) {
    return { ok: false, line: lineNo, reason: `bad fee "${fee}"` };
  }
  return { ok: true, visit: { date, sweep, district, flue: flue as Flue, sootKg, fee: feeNum } };
}

function groupBy<T, K extends string>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

export default function report(text: string): string {
  const lines = text.split("\n").filter((l) => l.trim().length > 0);
  const results = lines.slice(1).map((l, i) => parseLine(l, i + 2));
  const visits = results.flatMap((r) => (r.ok ? [r.visit] : []));
  const errors = results.filter((r): r is Extract<ParseResult, { ok: false }> => !r.ok);

  const out: string[] = [];
  out.push("Chimney sweep visits");
  out.push("====================");
  const bySweep = groupBy(visits, (v) => v.sweep);
  const sweeps = [...bySweep.keys()].sort((a, b) => sum(bySweep.get(b)!.map((v) => v.fee)) - sum(bySweep.get(a)!.map((v) => v.fee)));
  for (const s of sweeps) {
    const vs = bySweep.get(s)!;
    const fees = sum(vs.map((v) => v.fee));
    const soot = sum(vs.map((v) => v.sootKg));
    out.push(`${s.padEnd(6)} ${String(vs.length).padStart(2)} visits  ${fees.toFixed(2).padStart(8)}  ${soot.toFixed(1)} kg soot`);
  }
  out.push("");
  out.push("By flue type:");
  const byFlue = groupBy(visits, (v) => v.flue);
  for (const f of Object.values(Flue)) {
    const vs = byFlue.get(f) ?? [];
    const avg = vs.length ? sum(vs.map((v) => v.sootKg)) / vs.length : 0;
    out.push(`  ${f.padEnd(6)} n=${vs.length}  avg soot ${avg.toFixed(2)} kg`);
  }
  const heaviest = visits.reduce((best, v) => (v.sootKg > best.sootKg ? v : best), visits[0]);
  out.push("");
  out.push(`Heaviest: ${heaviest.sweep} on ${heaviest.date} (${heaviest.district}, ${heaviest.sootKg} kg)`);
  if (errors.length > 0) {
    out.push("");
    out.push(`Skipped ${errors.length} line(s):`);
    errors.forEach((e) => out.push(`  line ${e.line}: ${e.reason}`));
  }
  const summary = {
    visits: visits.length,
    skipped: errors.length,
    revenue: Math.round(sum(visits.map((v) => v.fee)) * 100) / 100,
    sootKg: Math.round(sum(visits.map((v) => v.sootKg)) * 10) / 10,
    topSweep: sweeps[0],
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/sweeps.csv", "utf8")));
