import { readFileSync } from "fs";

enum Crew {
  Mono = "mono",
  TwoMan = "two-man",
  FourMan = "four-man",
}

interface Run {
  date: string;
  sled: string;
  crew: Crew;
  start: number;
  time: number;
  track: string;
}

interface Rejected {
  line: number;
  reason: string;
}

type Parsed = { ok: true; run: Run } | { ok: false; reason: string };

const CREWS: ReadonlySet<string> = new Set(Object.values(Crew));

function parseLine(line: string): Parsed {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 6) return { ok: false, reason: `expected 6 fields, got ${parts.length}` };
  const [date, sled, crew, startS, runS, track] = parts;
  if (!CREWS.has(crew)) return { ok: false, reason: `unknown crew "${crew}"` };
  const start = Number(startS);
  const time = Number(runS);
  if (Number.isNaN(start) || Number.isNaN(time)) return { ok: false, reason: "non-numeric time" };
  if (start <= 0 || time <= 0) return { ok: false, reason: "time must be positive" };
  return { ok: true, run: { date, sled, crew: crew as Crew, start, time, track } };
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

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

function minBy<T>(items: T[], f: (t: T) => number): T | undefined {
  return items.reduce<T | undefined>((best, x) => (best === undefined || f(x) < f(best) ? x : best), undefined);
}

export default function report(text: string): string {
  const runs: Run[] = [];
  const rejected: Rejected[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const parsed = parseLine(line);
    if (parsed.ok) runs.push(parsed.run);
    else rejected.push({ line: i + 1, reason: parsed.reason });
  });

  const out: string[] = [];
  out.push("BOBSLEIGH TRAINING RUNS");
  out.push("=".repeat(40));
  const byCrew = groupBy(runs, (r) => r.crew);
  for (const crew of [...byCrew.keys()].sort()) {
    const rs = byCrew.get(crew)!;
    const best = minBy(rs, (r) => r.time)!;
    out.push(
      `${crew.padEnd(9)} runs=${rs.length} avgStart=${mean(rs.map((r) => r.start)).toFixed(3)}s ` +
        `best=${best.time.toFixed(2)}s (${best.sled} @ ${best.track})`
    );
  }
  out.push("-".repeat(40));
  const bySled = groupBy(runs, (r) => r.sled);
  for (const [sled, rs] of [...bySled.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const total = rs.reduce((a, r) => a + r.time, 0);
    out.push(`${sled}: ${rs.length} runs, ${total.toFixed(2)}s on ice`);
  }
  if (rejected.length > 0) {
    out.push("Skipped lines:");
    rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }
  const fastest = minBy(runs, (r) => r.start);
  const summary = {
    runs: runs.length,
    skipped: rejected.length,
    crews: byCrew.size,
    fastestStart: fastest ? fastest.start : null,
    meanRun: runs.length ? Math.round(mean(runs.map((r) => r.time)) * 100) / 100 : null,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/bobsleigh_runs.csv", "utf8")));
