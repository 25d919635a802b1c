import { readFileSync } from "node:fs";

enum Program {
  Wrapped = "wrapped",
  Unwrapped = "unwrapped",
  Porous = "porous",
  Liquids = "liquids",
}

interface Cycle {
  id: string;
  unit: string;
  program: Program;
  date: string;
  minutes: number;
  peakTemp: number;
  peakKpa: number;
  loadKg: number;
  passed: boolean;
}

type Result<T> = { ok: true; value: T } | { ok: false; error: string };

const MIN_TEMP: Record<Program, number> = {
  [Program.Wrapped]: 134,
  [Program.Unwrapped]: 134,
  [Program.Porous]: 134,
  [Program.Liquids]: 121,
};

const programs = new Set<string>(Object.values(Program));

function parseLine(line: string, lineNo: number): Result<Cycle> {
  const f = line.split(",").map((s) => s.trim());
  if (f.length !== 9) return { ok: false, error: `line ${lineNo}: expected 9 fields, got ${f.length}` };
  const [id, unit, prog, date, mins, temp, kpa, load, ind] = f;
  if (!programs.has(prog)) return { ok: false, error: `line ${lineNo}: unknown program '${prog}'` };
  const nums = [mins, temp, kpa, load].map(Number);
  if (nums.some((n) => Number.isNaN(n) || n < 0))
    return { ok: false, error: `line ${lineNo}: bad number in '${[mins, temp, kpa, load].join("|")}'` };
  const [minutes, peakTemp, peakKpa, loadKg] = nums;
  return {
    ok: true,
    value: { id, unit, program: prog as Program, date, minutes, peakTemp, peakKpa, loadKg, passed: ind === "pass" },
  };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const round = (x: number, dp = 1): number => Math.round(x * 10 ** dp) / 10 ** dp;

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n").filter((l) => l.trim() !== "");
  const parsed = lines.slice(1).map((l, i) => parseLine(l, i + 2));
  const cycles: Cycle[] = parsed.flatMap((r) => (r.ok ? [r.value] : []));
  const errors: string[] = parsed.flatMap((r) => (r.ok ? [] : [r.error]));

  const out: string[] = [];
  out.push("AUTOCLAVE CYCLE REPORT");
  out.push("=".repeat(22));
  const byUnit = groupBy(cycles, (c) => c.unit);
  for (const unit of [...byUnit.keys()].sort()) {
    const cs = byUnit.get(unit)!;
    const passed = cs.filter((c) => c.passed).length;
    const load = sum(cs.map((c) => c.loadKg));
    out.push(
      `${unit.padEnd(6)} cycles=${String(cs.length).padStart(2)} pass=${String(passed).padStart(2)} ` +
        `load=${load.toFixed(1).padStart(5)}kg avg=${(sum(cs.map((c) => c.minutes)) / cs.length).toFixed(1)}min`,
    );
  }

  const underTemp = cycles.filter((c) => c.peakTemp < MIN_TEMP[c.program]);
  out.push("");
  out.push(`Under-temperature cycles (${underTemp.length}):`);
  underTemp.forEach((c) => out.push(`  ${c.id} ${c.unit} ${c.program} ${c.peakTemp.toFixed(1)}C < ${MIN_TEMP[c.program]}C`));

  const failed = cycles.filter((c) => !c.passed).map((c) => c.id);
  out.push(`Indicator failures: ${failed.length ? failed.join(", ") : "none"}`);

  out.push("");
  out.push(`Skipped ${errors.length} bad line(s):`);
  errors.forEach((e) => out.push(`  ${e}`));

  const byProgram = Object.fromEntries(
    [...groupBy(cycles, (c) => c.program).entries()].map(([p, cs]) => [p, cs.length]),
  );
  const summary = {
    cycles: cycles.length,
    skipped: errors.length,
    passRate: round(cycles.filter((c) => c.passed).length / cycles.length, 3),
    totalLoadKg: round(sum(cycles.map((c) => c.loadKg))),
    underTemp: underTemp.map((c) => c.id),
    byProgram,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/autoclave.csv"));
