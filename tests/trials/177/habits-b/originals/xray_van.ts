import { readFileSync } from "fs";

enum Outcome {
  Clear = "clear",
  Refer = "refer",
  Retake = "retake",
}

interface Screening {
  date: string;
  site: string;
  patient: string;
  kv: number;
  dose: number;
  outcome: Outcome;
}

interface SiteStats {
  site: string;
  count: number;
  totalDose: number;
  referrals: number;
  retakes: number;
}

type ParseResult<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const OUTCOMES: readonly string[] = Object.values(Outcome);
const DOSE_LIMIT = 0.03;

function parseLine(raw: string, line: number): ParseResult<Screening> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 6) {
    return { ok: false, line, reason: `expected 6 fields, got ${parts.length}` };
  }
  const [date, site, patient, kvText, doseText, outcomeText] = parts;
  const kv = Number(kvText);
  const dose = Number(doseText);
  if (!Number.isFinite(kv) || !Number.isFinite(dose)) {
    return { ok: false, line, reason: `bad number in "${kvText}" / "${doseText}"` };
  }
  if (dose < 0) {
    return { ok: false, line, reason: `negative dose ${dose}` };
  }
  if (!OUTCOMES.includes(outcomeText)) {
    return { ok: false, line, reason: `unknown outcome "${outcomeText}"` };
  }
  return { ok: true, value: { date, site, patient, kv, dose, outcome: outcomeText as Outcome } };
}

function groupBy<T, K extends string>(items: T[], key: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

function summarise(site: string, rows: Screening[]): SiteStats {
  return {
    site,
    count: rows.length,
    totalDose: rows.reduce((sum, r) => sum + r.dose, 0),
    referrals: rows.filter((r) => r.outcome === Outcome.Refer).length,
    retakes: rows.filter((r) => r.outcome === Outcome.Retake).length,
  };
}

export default function main(path: string = "root/xray_van.csv"): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const results = lines
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("date,"))
    .map(({ raw, line }) => parseLine(raw, line));

  const good = results.flatMap((r) => (r.ok ? [r.value] : []));
  const bad = results.filter((r): r is Extract<ParseResult<Screening>, { ok: false }> => !r.ok);

  console.log("MOBILE X-RAY VAN — SCREENING REPORT");
  console.log("=".repeat(40));
  const stats = [...groupBy(good, (s) => s.site).entries()]
    .map(([site, rows]) => summarise(site, rows))
    .sort((a, b) => b.count - a.count || a.site.localeCompare(b.site));
  for (const s of stats) {
    const mean = (s.totalDose / s.count).toFixed(4);
    console.log(`${s.site.padEnd(16)} ${String(s.count).padStart(3)} scans  mean ${mean} mGy  refer ${s.referrals}  retake ${s.retakes}`);
  }

  const highDose = good.filter((s) => s.dose > DOSE_LIMIT);
  console.log("-".repeat(40));
  console.log(`High-dose exposures (> ${DOSE_LIMIT} mGy): ${highDose.map((s) => `${s.patient}@${s.kv}kV`).join(", ") || "none"}`);

  const byDay = groupBy(good, (s) => s.date);
  const busiest = [...byDay.entries()].reduce((best, cur) => (cur[1].length > best[1].length ? cur : best));
  console.log(`Busiest day: ${busiest[0]} (${busiest[1].length} scans)`);

  for (const b of bad) {
    console.log(`skipped line ${b.line}: ${b.reason}`);
  }

  const totalDose = good.reduce((sum, s) => sum + s.dose, 0);
  const summary = {
    scans: good.length,
    skipped: bad.length,
    sites: stats.length,
    referRate: Math.round((good.filter((s) => s.outcome === Outcome.Refer).length / good.length) * 1000) / 1000,
    totalDoseMgy: Number(totalDose.toFixed(3)),
    busiestDay: busiest[0],
  };
  console.log(JSON.stringify(summary));
}

main();
