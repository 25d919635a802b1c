import { readFileSync } from "fs";

enum Verdict {
  Pass = "PASS",
  Warn = "WARN",
  Fail = "FAIL",
}

interface Check {
  date: string;
  pipette: string;
  nominal: number;
  measured: number;
  tech: string;
}

interface BadLine {
  line: number;
  reason: string;
}

type Parsed = { ok: true; check: Check } | { ok: false; bad: BadLine };

const WARN_PCT = 1.0;
const FAIL_PCT = 2.0;

function parseLine(raw: string, line: number): Parsed {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 5) {
    return { ok: false, bad: { line, reason: `expected 5 fields, got ${parts.length}` } };
  }
  const [date, pipette, nomText, measText, tech] = parts;
  const nominal = Number(nomText);
  const measured = Number(measText);
  if (!nomText || Number.isNaN(nominal) || nominal <= 0) {
    return { ok: false, bad: { line, reason: `bad nominal volume "${nomText}"` } };
  }
  if (!measText || Number.isNaN(measured) || measured < 0) {
    return { ok: false, bad: { line, reason: `bad measured volume "${measText}"` } };
  }
  return { ok: true, check: { date, pipette, nominal, measured, tech } };
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const errorPct = (c: Check): number => ((c.measured - c.nominal) / c.nominal) * 100;

function verdict(pct: number): Verdict {
  const a = Math.abs(pct);
  if (a > FAIL_PCT) return Verdict.Fail;
  if (a > WARN_PCT) return Verdict.Warn;
  return Verdict.Pass;
}

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed: Parsed[] = lines
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));

  const checks = parsed.flatMap((p) => (p.ok ? [p.check] : []));
  const bad = parsed.flatMap((p) => (p.ok ? [] : [p.bad]));

  const out: string[] = ["Pipette calibration report", "=========================="];
  const counts: Record<Verdict, number> = { [Verdict.Pass]: 0, [Verdict.Warn]: 0, [Verdict.Fail]: 0 };
  const byPipette = groupBy(checks, (c) => c.pipette);
  const ids = [...byPipette.keys()].sort();

  for (const id of ids) {
    const rows = byPipette.get(id)!;
    const pcts = rows.map(errorPct);
    const mean = pcts.reduce((a, b) => a + b, 0) / pcts.length;
    const worst = pcts.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0);
    const v = verdict(worst);
    counts[v] += 1;
    out.push(
      `${id.padEnd(8)} n=${rows.length}  mean ${mean >= 0 ? "+" : ""}${mean.toFixed(2)}%  ` +
        `worst ${worst >= 0 ? "+" : ""}${worst.toFixed(2)}%  ${v}`
    );
  }

  if (bad.length > 0) {
    out.push("", `Skipped ${bad.length} bad line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }

  const summary = {
    checks: checks.length,
    pipettes: ids.length,
    pass: counts[Verdict.Pass],
    warn: counts[Verdict.Warn],
    fail: counts[Verdict.Fail],
    bad: bad.length,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/pipettes.csv"));
