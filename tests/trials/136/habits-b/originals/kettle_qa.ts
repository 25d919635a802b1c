import { readFileSync } from "fs";

enum Verdict {
  Pass = "PASS",
  Fail = "FAIL",
  Rework = "REWORK",
}

interface Unit {
  serial: string;
  station: string;
  model: string;
  boilSeconds: number;
  leakOk: boolean;
  verdict: Verdict;
}

interface Rejected {
  line: number;
  reason: string;
}

type ParseResult = { ok: true; unit: Unit } | { ok: false; reason: string };

const VERDICTS: readonly string[] = Object.values(Verdict);

function parseLine(raw: string): ParseResult {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 6) return { ok: false, reason: `expected 6 fields, got ${cols.length}` };
  const [serial, station, model, boil, leak, verdict] = cols;
  const boilSeconds = Number(boil);
  if (boil === "" || Number.isNaN(boilSeconds)) return { ok: false, reason: `bad boil time '${boil}'` };
  if (!VERDICTS.includes(verdict)) return { ok: false, reason: `unknown verdict '${verdict}'` };
  return {
    ok: true,
    unit: { serial, station, model, boilSeconds, leakOk: leak === "ok", verdict: verdict as Verdict },
  };
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

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const pct = (n: number, d: number): string => (d === 0 ? "0.0" : ((100 * n) / d).toFixed(1));

export default function report(text: string): string {
  const units: Unit[] = [];
  const rejected: Rejected[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith("serial,")) return;
    const res = parseLine(line);
    if (res.ok) units.push(res.unit);
    else rejected.push({ line: i + 1, reason: res.reason });
  });

  const out: string[] = ["Kettle QA line report", "====================="];
  const byStation = groupBy(units, (u) => u.station);
  for (const station of [...byStation.keys()].sort()) {
    const group = byStation.get(station)!;
    const passed = group.filter((u) => u.verdict === Verdict.Pass).length;
    const avg = mean(group.map((u) => u.boilSeconds));
    out.push(`${station.padEnd(4)} units=${group.length} pass=${passed} (${pct(passed, group.length)}%) avgBoil=${avg.toFixed(1)}s`);
  }

  const byModel = groupBy(units, (u) => u.model);
  out.push("", "By model:");
  [...byModel.entries()]
    .map(([model, group]) => ({ model, fails: group.filter((u) => u.verdict !== Verdict.Pass).length, n: group.length }))
    .sort((a, b) => b.fails - a.fails || a.model.localeCompare(b.model))
    .forEach(({ model, fails, n }) => out.push(`  ${model.padEnd(8, ".")} ${fails}/${n} not passed`));

  const leaks = units.filter((u) => !u.leakOk).map((u) => u.serial);
  const slowest = units.reduce<Unit | undefined>((best, u) => (!best || u.boilSeconds > best.boilSeconds ? u : best), undefined);
  out.push("", `Leaks: ${leaks.length ? leaks.join(", ") : "none"}`);
  if (slowest) out.push(`Slowest boil: ${slowest.serial} at ${slowest.boilSeconds}s`);

  if (rejected.length) {
    out.push("", "Skipped lines:");
    rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }

  const passTotal = units.filter((u) => u.verdict === Verdict.Pass).length;
  const summary = {
    units: units.length,
    passed: passTotal,
    passRate: Number(pct(passTotal, units.length)),
    meanBoil: Number(mean(units.map((u) => u.boilSeconds)).toFixed(2)),
    leaks: leaks.length,
    skipped: rejected.length,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync(process.argv[2] ?? "root/kettle_qa.csv", "utf8")));
