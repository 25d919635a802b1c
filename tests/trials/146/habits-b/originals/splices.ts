// Fibre-optic splicing crew report: reads a CSV of splice joints and summarises loss per crew.
import { readFileSync } from "node:fs";

enum Method {
  Fusion = "fusion",
  Mechanical = "mechanical",
}

interface Splice {
  date: string;
  crew: string;
  cable: string;
  fibres: number;
  lossDb: number;
  method: Method;
}

interface Rejected {
  line: number;
  reason: string;
}

type Parsed = { ok: true; splice: Splice } | { ok: false; reason: string };

const LIMITS: Record<Method, number> = {
  [Method.Fusion]: 0.1,
  [Method.Mechanical]: 0.3,
};

const parseLine = (raw: string): Parsed => {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 6) return { ok: false, reason: `expected 6 fields, got ${parts.length}` };
  const [date, crew, cable, fibresText, lossText, methodText] = parts;
  const fibres = Number(fibresText);
  const lossDb = Number(lossText);
  if (!Number.isInteger(fibres) || fibres <= 0) return { ok: false, reason: `bad fibre count '${fibresText}'` };
  if (Number.isNaN(lossDb) || lossDb < 0) return { ok: false, reason: `bad loss '${lossText}'` };
  const method = Object.values(Method).find((m) => m === methodText);
  if (method === undefined) return { ok: false, reason: `unknown method '${methodText}'` };
  return { ok: true, splice: { date, crew, cable, fibres, lossDb, method } };
};

function groupBy<T, K extends string>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const fails = (s: Splice): boolean => s.lossDb > LIMITS[s.method];

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const splices: Splice[] = [];
  const rejected: Rejected[] = [];
  lines.forEach((raw, i) => {
    if (raw.trim() === "" || raw.startsWith("#")) return;
    const parsed = parseLine(raw);
    if (parsed.ok) splices.push(parsed.splice);
    else rejected.push({ line: i + 1, reason: parsed.reason });
  });

  const out: string[] = ["FIBRE SPLICING REPORT", "=".repeat(21)];
  const byCrew = groupBy(splices, (s) => s.crew);
  const crews = [...byCrew.keys()].sort();
  out.push("Crew      Joints  Mean dB  Worst dB  Fails");
  for (const crew of crews) {
    const joints = byCrew.get(crew)!;
    const losses = joints.map((s) => s.lossDb);
    const failCount = joints.filter(fails).length;
    out.push(
      `${crew.padEnd(8)}  ${String(joints.length).padStart(6)}  ${mean(losses).toFixed(3).padStart(7)}  ${Math.max(...losses).toFixed(2).padStart(8)}  ${String(failCount).padStart(5)}`,
    );
  }

  out.push("", "By method:");
  for (const [method, joints] of groupBy(splices, (s) => s.method)) {
    out.push(`  ${method}: ${joints.length} joints, limit ${LIMITS[method].toFixed(2)} dB, mean ${mean(joints.map((s) => s.lossDb)).toFixed(3)} dB`);
  }

  const failed = splices.filter(fails).sort((a, b) => b.lossDb - a.lossDb);
  out.push("", `Over limit (${failed.length}):`);
  failed.forEach((s) => out.push(`  ${s.date} ${s.crew} ${s.cable} ${s.lossDb.toFixed(2)} dB (${s.method})`));

  out.push("", `Skipped lines (${rejected.length}):`);
  rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));

  const summary = {
    joints: splices.length,
    crews: crews.length,
    fails: failed.length,
    skipped: rejected.length,
    meanLossDb: Number(mean(splices.map((s) => s.lossDb)).toFixed(3)),
    worstCable: failed[0]?.cable ?? null,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/splices.csv"));
