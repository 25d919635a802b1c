import { readFileSync } from "node:fs";

enum Outcome {
  Pass = "PASS",
  Fail = "FAIL",
  Prs = "PRS",
}

interface MotTest {
  date: string;
  reg: string;
  vclass: number;
  mileage: number;
  outcome: Outcome;
  defects: number;
  fee: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };
type Rejected = Extract<Parsed<unknown>, { ok: false }>;

interface ClassStats {
  vclass: number;
  tests: number;
  passes: number;
  fails: number;
  prs: number;
  avgMileage: number;
  fees: number;
}

const OUTCOMES: ReadonlySet<string> = new Set<string>(Object.values(Outcome));
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function parseLine(raw: string, line: number): Parsed<MotTest> {
  const parts = raw.split(",").map((s) => s.trim());
  if (parts.length !== 7) return { ok: false, line, reason: `expected 7 fields, got ${parts.length}` };
  const [date, reg, cls, miles, res, defs, fee] = parts;
  if (!DATE_RE.test(date)) return { ok: false, line, reason: `bad date "${date}"` };
  const [vclass, mileage, defects, feeN] = [cls, miles, defs, fee].map(Number);
  if (![vclass, mileage, defects, feeN].every(Number.isFinite)) {
    return { ok: false, line, reason: "non-numeric field" };
  }
  if (!OUTCOMES.has(res)) return { ok: false, line, reason: `unknown outcome "${res}"` };
  return { ok: true, value: { date, reg, vclass, mileage, outcome: res as Outcome, defects, fee: feeN } };
}

function groupBy<T, K extends string | number>(xs: readonly T[], key: (x: T) => K): Map<K, T[]> {
  return xs.reduce((m, x) => {
    const k = key(x);
    m.set(k, [...(m.get(k) ?? []), x]);
    return m;
  }, new Map<K, T[]>());
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const count = <T>(xs: readonly T[], p: (x: T) => boolean): number => xs.filter(p).length;
const pct = (n: number, d: number): string => (d === 0 ? "0.0%" : `${((100 * n) / d).toFixed(1)}%`);
const money = (x: number): string => `£${x.toFixed(2)}`;

function classStats(vclass: number, tests: readonly MotTest[]): ClassStats {
  return {
    vclass,
    tests: tests.length,
    passes: count(tests, (t) => t.outcome === Outcome.Pass),
    fails: count(tests, (t) => t.outcome === Outcome.Fail),
    prs: count(tests, (t) => t.outcome === Outcome.Prs),
    avgMileage: Math.round(sum(tests.map((t) => t.mileage)) / tests.length),
    fees: sum(tests.map((t) => t.fee)),
  };
}

export default function report(text: string): string {
  const rows = text
    .split("\n")
    .map((l, i) => ({ l, n: i + 1 }))
    .slice(1)
    .filter(({ l }) => l.trim() !== "" && !l.startsWith("#"));
  const parsed = rows.map(({ l, n }) => parseLine(l, n));
  const tests: MotTest[] = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const rejected = parsed.filter((p): p is Rejected => !p.ok);

  const stats = [...groupBy(tests, (t) => t.vclass).entries()]
    .sort(([a], [b]) => a - b)
    .map(([c, ts]) => classStats(c, ts));
  const worst = [...tests].sort((a, b) => b.defects - a.defects || a.reg.localeCompare(b.reg)).slice(0, 3);
  const totalFees = sum(stats.map((s) => s.fees));
  const passes = sum(stats.map((s) => s.passes));

  const out: string[] = ["MOT test centre report", "=".repeat(22)];
  for (const s of stats) {
    out.push(
      `Class ${s.vclass}: ${s.tests} tests, pass ${pct(s.passes, s.tests)}, ` +
        `fail ${s.fails}, PRS ${s.prs}, avg ${s.avgMileage} mi, fees ${money(s.fees)}`,
    );
  }
  out.push("", "Most defects:");
  worst.forEach((t, i) => out.push(`  ${i + 1}. ${t.reg} (${t.date}) ${t.defects} defects, ${t.outcome}`));
  out.push("", `Skipped ${rejected.length} bad line(s):`);
  rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  const summary = {
    tests: tests.length,
    passRate: Number(((100 * passes) / tests.length).toFixed(1)),
    fees: Number(totalFees.toFixed(2)),
    classes: stats.length,
    skipped: rejected.length,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

const file = process.argv[2] ?? "root/mot.csv";
console.log(report(readFileSync(file, "utf8")));
