import { readFileSync } from "fs";

enum Service {
  Passenger = "passenger",
  Dining = "dining",
  Freight = "freight",
  Shunting = "shunting",
  Special = "special",
}

interface Run {
  date: string;
  loco: string;
  service: Service;
  miles: number;
  coalKg: number;
  waterL: number;
}

interface Rejected {
  line: number;
  reason: string;
}

type Parsed = { ok: true; run: Run } | { ok: false; bad: Rejected };

const SERVICES: ReadonlySet<string> = new Set(Object.values(Service));

function parseLine(raw: string, line: number): Parsed {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 6) return { ok: false, bad: { line, reason: `expected 6 fields, got ${cols.length}` } };
  const [date, loco, service, milesS, coalS, waterS] = cols;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, bad: { line, reason: `bad date '${date}'` } };
  if (!SERVICES.has(service)) return { ok: false, bad: { line, reason: `unknown service '${service}'` } };
  const [miles, coalKg, waterL] = [milesS, coalS, waterS].map((s) => (s === "" ? NaN : Number(s)));
  if ([miles, coalKg, waterL].some((n) => !Number.isFinite(n))) {
    return { ok: false, bad: { line, reason: "missing or non-numeric quantity" } };
  }
  if (miles <= 0) return { ok: false, bad: { line, reason: `non-positive miles ${miles}` } };
  return { ok: true, run: { date, loco, service: service as Service, miles, coalKg, waterL } };
}

function groupBy<T, K extends string>(xs: readonly T[], key: (x: T) => K): Map<K, T[]> {
  return xs.reduce((acc, x) => {
    const k = key(x);
    acc.set(k, [...(acc.get(k) ?? []), x]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = <T,>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);

interface LocoStats {
  loco: string;
  runs: number;
  miles: number;
  coalKg: number;
  waterL: number;
  kgPerMile: number;
}

function statsFor(loco: string, runs: Run[]): LocoStats {
  const miles = sum(runs, (r) => r.miles);
  const coalKg = sum(runs, (r) => r.coalKg);
  return { loco, runs: runs.length, miles, coalKg, waterL: sum(runs, (r) => r.waterL), kgPerMile: coalKg / miles };
}

export default function report(text: string): string {
  const lines = text.split("\n");
  const parsed: Parsed[] = lines
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#") && !raw.startsWith("date,"))
    .map(({ raw, line }) => parseLine(raw, line));
  const runs = parsed.flatMap((p) => (p.ok ? [p.run] : []));
  const bad = parsed.flatMap((p) => (p.ok ? [] : [p.bad]));

  const stats = [...groupBy(runs, (r) => r.loco).entries()]
    .map(([loco, rs]) => statsFor(loco, rs))
    .sort((a, b) => a.kgPerMile - b.kgPerMile || a.loco.localeCompare(b.loco));

  const out: string[] = ["Heritage railway coal & water report", "=".repeat(36)];
  out.push(`${"Loco".padEnd(16)}${"Runs".padStart(5)}${"Miles".padStart(8)}${"Coal kg".padStart(9)}${"Water l".padStart(9)}${"kg/mi".padStart(7)}`);
  for (const s of stats) {
    out.push(
      `${s.loco.padEnd(16)}${String(s.runs).padStart(5)}${s.miles.toFixed(1).padStart(8)}` +
        `${String(s.coalKg).padStart(9)}${String(s.waterL).padStart(9)}${s.kgPerMile.toFixed(2).padStart(7)}`,
    );
  }
  const byService = groupBy(runs, (r) => r.service);
  out.push("", "Miles by service:");
  for (const svc of Object.values(Service)) {
    const rs = byService.get(svc) ?? [];
    if (rs.length > 0) out.push(`  ${svc.padEnd(10)} ${sum(rs, (r) => r.miles).toFixed(1)}`);
  }
  out.push("", `Skipped ${bad.length} bad line(s):`);
  bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));

  const totalMiles = sum(runs, (r) => r.miles);
  const totalCoal = sum(runs, (r) => r.coalKg);
  const summary = {
    runs: runs.length,
    skipped: bad.length,
    locos: stats.length,
    miles: Math.round(totalMiles * 10) / 10,
    coal_kg: totalCoal,
    best: stats[0]?.loco ?? null,
    kg_per_mile: Math.round((totalCoal / totalMiles) * 100) / 100,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync(process.argv[2] ?? "root/loco_runs.csv", "utf8")));
