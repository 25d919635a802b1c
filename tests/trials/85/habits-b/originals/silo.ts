import { readFileSync } from "fs";

enum Grain {
  Wheat = "wheat",
  Barley = "barley",
  Maize = "maize",
}

interface Reading {
  date: string;
  silo: string;
  grain: Grain;
  moisture: number;
  temp: number;
}

type ParseResult = { ok: true; reading: Reading } | { ok: false; line: number; reason: string };

const SAFE_MOISTURE: Record<Grain, number> = {
  [Grain.Wheat]: 14.5,
  [Grain.Barley]: 15.0,
  [Grain.Maize]: 16.0,
};
const TEMP_ALERT = 18.0;

const isGrain = (s: string): s is Grain =>
  (Object.values(Grain) as string[]).includes(s);

function parseLine(raw: string, line: number): ParseResult {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 5) return { ok: false, line, reason: `expected 5 fields, got ${parts.length}` };
  const [date, silo, grain, m, t] = parts;
  if (!isGrain(grain)) return { ok: false, line, reason: `unknown grain "${grain}"` };
  const moisture = Number(m);
  const temp = Number(t);
  if (Number.isNaN(moisture) || Number.isNaN(temp)) {
    return { ok: false, line, reason: "non-numeric reading" };
  }
  return { ok: true, reading: { date, silo, grain, moisture, temp } };
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

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const fmt = (n: number, d = 1): string => n.toFixed(d);

export default function main(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const results: ParseResult[] = lines
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));

  const readings: Reading[] = results.flatMap((r) => (r.ok ? [r.reading] : []));
  const bad = results.filter((r): r is Extract<ParseResult, { ok: false }> => !r.ok);

  const out: string[] = ["Grain silo report", "================="];
  const bySilo = groupBy(readings, (r) => r.silo);
  const alerts: string[] = [];

  for (const silo of [...bySilo.keys()].sort()) {
    const rs = bySilo.get(silo)!;
    const grain = rs[0].grain;
    const avgM = mean(rs.map((r) => r.moisture));
    const maxT = Math.max(...rs.map((r) => r.temp));
    const wet = rs.filter((r) => r.moisture > SAFE_MOISTURE[r.grain]).length;
    out.push(
      `${silo.padEnd(4)} ${grain.padEnd(7)} n=${rs.length}  avg moisture ${fmt(avgM)}%  max temp ${fmt(maxT)}C  wet days ${wet}`
    );
    rs.filter((r) => r.temp >= TEMP_ALERT).forEach((r) =>
      alerts.push(`${r.date} ${silo} hot spot ${fmt(r.temp)}C`)
    );
  }

  out.push("", "Alerts:");
  out.push(...(alerts.length ? alerts.map((a) => `  ${a}`) : ["  none"]));
  out.push("", `Skipped ${bad.length} bad line(s):`);
  bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));

  const summary = {
    silos: bySilo.size,
    readings: readings.length,
    skipped: bad.length,
    alerts: alerts.length,
    wettest: [...bySilo.entries()]
      .map(([s, rs]) => ({ s, m: mean(rs.map((r) => r.moisture)) }))
      .sort((a, b) => b.m - a.m)[0]?.s ?? null,
    avgMoisture: Number(fmt(mean(readings.map((r) => r.moisture)), 2)),
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(main(process.argv[2] ?? "root/silo.csv"));
