import { readFileSync } from "node:fs";

enum Status {
  Ok = "OK",
  Warm = "WARM",
  Frozen = "FROZEN",
}

interface Reading {
  time: string;
  unit: string;
  celsius: number;
  checker: string;
}

interface UnitStats {
  unit: string;
  count: number;
  min: number;
  max: number;
  mean: number;
  breaches: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const KNOWN_UNITS: ReadonlySet<string> = new Set(["walk-in", "dessert", "fish"]);
const LIMITS = { low: 0, high: 5 } as const;

const classify = (c: number): Status =>
  c > LIMITS.high ? Status.Warm : c < LIMITS.low ? Status.Frozen : Status.Ok;

function parseLine(raw: string, line: number): Parsed<Reading> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 4) {
    return { ok: false, line, reason: `expected 4 fields, got ${parts.length}` };
  }
  const [time, unit, temp, checker] = parts;
  const celsius = Number(temp);
  if (Number.isNaN(celsius)) {
    return { ok: false, line, reason: `bad temperature "${temp}"` };
  }
  if (!KNOWN_UNITS.has(unit)) {
    return { ok: false, line, reason: `unknown unit "${unit}"` };
  }
  return { ok: true, value: { time, unit, celsius, checker } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

function summarize(unit: string, rs: Reading[]): UnitStats {
  const temps = rs.map((r) => r.celsius);
  const total = temps.reduce((a, b) => a + b, 0);
  return {
    unit,
    count: rs.length,
    min: Math.min(...temps),
    max: Math.max(...temps),
    mean: round1(total / temps.length),
    breaches: rs.filter((r) => classify(r.celsius) !== Status.Ok).length,
  };
}

export default function report(text: string): string {
  const lines = text.split("\n");
  const parsed: Parsed<Reading>[] = lines
    .map((raw, i) => ({ raw, n: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, n }) => parseLine(raw, n));
  const readings = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const errors = parsed.flatMap((p) => (p.ok ? [] : [`  line ${p.line}: ${p.reason}`]));

  const out: string[] = ["Fridge temperature report", "========================="];
  const stats = [...groupBy(readings, (r) => r.unit).entries()]
    .map(([u, rs]) => summarize(u, rs))
    .sort((a, b) => a.unit.localeCompare(b.unit));
  for (const s of stats) {
    out.push(
      `${s.unit.padEnd(8)} n=${s.count}  min=${s.min.toFixed(1)}  max=${s.max.toFixed(1)}  mean=${s.mean.toFixed(1)}  breaches=${s.breaches}`,
    );
  }
  out.push("", "Out-of-range readings:");
  readings
    .filter((r) => classify(r.celsius) !== Status.Ok)
    .forEach((r) => out.push(`  ${r.time} ${r.unit} ${r.celsius.toFixed(1)}C ${classify(r.celsius)} (${r.checker})`));
  out.push("", `Skipped ${errors.length} bad lines:`, ...errors);

  const worst = stats.reduce((a, b) => (b.breaches > a.breaches ? b : a), stats[0]);
  const summary = {
    readings: readings.length,
    skipped: errors.length,
    breaches: stats.reduce((a, s) => a + s.breaches, 0),
    worstUnit: worst?.unit ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/fridge_checks.csv", "utf8")));
