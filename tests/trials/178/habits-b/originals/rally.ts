import { readFileSync } from "node:fs";

enum EngineClass {
  Traction = "traction",
  Roller = "roller",
  Showman = "showman",
  Ploughing = "ploughing",
  Miniature = "miniature",
}

interface Entry {
  id: number;
  engine: string;
  cls: EngineClass;
  built: number;
  judge: string;
  scores: [number, number, number];
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const CLASSES: ReadonlySet<string> = new Set(Object.values(EngineClass));
const WEIGHTS: readonly [number, number, number] = [0.3, 0.4, 0.3];

const parseScore = (s: string): number | null => {
  const n = Number(s);
  return s.trim() === "" || Number.isNaN(n) || n < 0 || n > 10 ? null : n;
};

function parseLine(raw: string, line: number): Parsed<Entry> {
  const f = raw.split(",").map((x) => x.trim());
  if (f.length !== 8) return { ok: false, line, reason: `expected 8 fields, got ${f.length}` };
  const [id, engine, cls, built, judge, ...rest] = f;
  if (!CLASSES.has(cls)) return { ok: false, line, reason: `unknown class '${cls}'` };
  const scores = rest.map(parseScore);
  if (scores.some((s) => s === null)) return { ok: false, line, reason: `bad score in '${rest.join("|")}'` };
  return {
    ok: true,
    value: { id: Number(id), engine, cls: cls as EngineClass, built: Number(built), judge, scores: scores as [number, number, number] },
  };
}

const total = (e: Entry): number => e.scores.reduce((acc, s, i) => acc + s * WEIGHTS[i], 0);

function groupBy<T, K extends string>(xs: T[], key: (x: T) => K): Map<K, T[]> {
  return xs.reduce((m, x) => {
    const k = key(x);
    m.set(k, [...(m.get(k) ?? []), x]);
    return m;
  }, new Map<K, T[]>());
}

const maxBy = <T,>(xs: T[], f: (x: T) => number): T => xs.reduce((best, x) => (f(x) > f(best) ? x : best));

export default function main(path: string = "root/steam_rally.csv"): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const results = lines
    .map((raw, i) => ({ raw, n: i + 1 }))
    .filter(({ raw, n }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("entry,"))
    .map(({ raw, n }) => parseLine(raw, n));

  const entries = results.flatMap((r) => (r.ok ? [r.value] : []));
  const rejects = results.filter((r): r is Extract<Parsed<Entry>, { ok: false }> => !r.ok);

  console.log("STEAM RALLY JUDGING REPORT");
  console.log("=".repeat(40));
  const byClass = groupBy(entries, (e) => e.cls);
  const classOrder = [...byClass.keys()].sort();
  const winners: Record<string, string> = {};
  for (const cls of classOrder) {
    const group = byClass.get(cls)!;
    const ranked = [...group].sort((a, b) => total(b) - total(a) || a.id - b.id);
    console.log(`\n${cls.toUpperCase()} (${group.length})`);
    ranked.forEach((e, i) => {
      const age = 2024 - e.built;
      console.log(`  ${i + 1}. #${e.id} ${e.engine.padEnd(16)} ${total(e).toFixed(2).padStart(6)}  (${age} yrs, judge ${e.judge})`);
    });
    winners[cls] = ranked[0].engine;
  }

  const best = maxBy(entries, total);
  const oldest = entries.reduce((a, b) => (b.built < a.built ? b : a));
  const mean = entries.map(total).reduce((a, b) => a + b, 0) / entries.length;
  const byJudge = groupBy(entries, (e) => e.judge);
  console.log("\nJUDGES");
  [...byJudge.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .forEach(([j, es]) => console.log(`  ${j}: ${es.length} entries, mean ${(es.map(total).reduce((a, b) => a + b, 0) / es.length).toFixed(2)}`));

  if (rejects.length > 0) {
    console.log(`\nREJECTED (${rejects.length})`);
    rejects.forEach((r) => console.log(`  line ${r.line}: ${r.reason}`));
  }

  console.log(`\nBest in show: ${best.engine} (${total(best).toFixed(2)}); oldest: ${oldest.engine} (${oldest.built})`);
  console.log(
    JSON.stringify({
      entries: entries.length,
      rejected: rejects.length,
      classes: classOrder.length,
      best: best.engine,
      meanScore: Number(mean.toFixed(3)),
      winners,
    }),
  );
}

main();
