import { readFileSync } from "node:fs";

enum Patrol {
  Kestrel = "Kestrel",
  Otter = "Otter",
  Badger = "Badger",
}

interface Progress {
  scout: string;
  patrol: Patrol;
  badge: string;
  done: number;
  total: number;
  date: string;
}

type ParseResult = { ok: true; value: Progress } | { ok: false; reason: string };

const isPatrol = (s: string): s is Patrol =>
  (Object.values(Patrol) as string[]).includes(s);

function parseLine(line: string): ParseResult {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 6) return { ok: false, reason: `expected 6 fields, got ${parts.length}` };
  const [scout, patrol, badge, doneS, totalS, date] = parts;
  if (!isPatrol(patrol)) return { ok: false, reason: `unknown patrol "${patrol}"` };
  const done = Number(doneS);
  const total = Number(totalS);
  if (!Number.isInteger(done) || !Number.isInteger(total)) {
    return { ok: false, reason: `non-integer count "${doneS}/${totalS}"` };
  }
  if (done > total) return { ok: false, reason: `done ${done} exceeds total ${total}` };
  return { ok: true, value: { scout, patrol, badge, done, total, date } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const pct = (n: number, d: number): string => `${((100 * n) / d).toFixed(1)}%`;
const isComplete = (p: Progress): boolean => p.done === p.total;

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const records: Progress[] = [];
  const skipped: string[] = [];

  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const r = parseLine(line);
    if (r.ok) records.push(r.value);
    else skipped.push(`line ${i + 1}: ${r.reason}`);
  });

  const out: string[] = [];
  out.push("Badge progress report");
  out.push("=====================");

  const byPatrol = groupBy(records, (p) => p.patrol);
  const patrols = [...byPatrol.keys()].sort();
  for (const patrol of patrols) {
    const rows = byPatrol.get(patrol)!;
    const done = rows.reduce((s, r) => s + r.done, 0);
    const total = rows.reduce((s, r) => s + r.total, 0);
    const complete = rows.filter(isComplete).length;
    out.push(`${patrol.padEnd(8)} ${String(rows.length).padStart(2)} entries  ${String(complete).padStart(2)} complete  ${pct(done, total).padStart(6)} of requirements`);
  }

  out.push("");
  out.push("Completed badges by scout:");
  const byScout = groupBy(records.filter(isComplete), (p) => p.scout);
  const ranked = [...byScout.entries()].sort(
    ([a, xs], [b, ys]) => ys.length - xs.length || a.localeCompare(b),
  );
  for (const [scout, rows] of ranked) {
    const badges = rows.map((r) => r.badge).sort().join(", ");
    out.push(`  ${scout.padEnd(12)} ${rows.length}  (${badges})`);
  }

  if (skipped.length > 0) {
    out.push("");
    out.push(`Skipped ${skipped.length} line(s):`);
    skipped.forEach((s) => out.push(`  ${s}`));
  }

  const overall = records.reduce((s, r) => s + r.done, 0) / records.reduce((s, r) => s + r.total, 0);
  const summary = {
    records: records.length,
    skipped: skipped.length,
    completed: records.filter(isComplete).length,
    topScout: ranked.length > 0 ? ranked[0][0] : null,
    overallPct: Math.round(overall * 1000) / 10,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/badges.csv"));
