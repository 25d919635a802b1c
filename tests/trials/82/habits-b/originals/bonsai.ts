import { readFileSync } from "fs";

enum Health {
  Good = "good",
  Fair = "fair",
  Poor = "poor",
}

interface Repotting {
  date: string;
  treeId: string;
  species: string;
  potCm: number;
  rootPrunePct: number;
  health: Health;
}

interface BadLine {
  line: number;
  reason: string;
}

type Parsed = { ok: true; value: Repotting } | { ok: false; error: BadLine };

const HEALTH_VALUES: readonly string[] = Object.values(Health);
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

function parseLine(raw: string, line: number): Parsed {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 6) {
    return { ok: false, error: { line, reason: `expected 6 fields, got ${cols.length}` } };
  }
  const [date, treeId, species, pot, prune, health] = cols;
  if (!validDate(date)) return { ok: false, error: { line, reason: `bad date '${date}'` } };
  const potCm = Number(pot);
  const rootPrunePct = Number(prune);
  if (!Number.isFinite(potCm) || !Number.isFinite(rootPrunePct)) {
    return { ok: false, error: { line, reason: "non-numeric pot or prune" } };
  }
  if (!HEALTH_VALUES.includes(health)) {
    return { ok: false, error: { line, reason: `unknown health '${health}'` } };
  }
  return { ok: true, value: { date, treeId, species, potCm, rootPrunePct, health: health as Health } };
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

export default function report(text: string): string {
  const lines = text.split("\n");
  const results: Parsed[] = lines
    .map((raw, i) => ({ raw, line: i + 1 }))
    .slice(1)
    .filter(({ raw }) => raw.trim() !== "")
    .map(({ raw, line }) => parseLine(raw, line));
  const good: Repotting[] = results.flatMap((r) => (r.ok ? [r.value] : []));
  const bad: BadLine[] = results.flatMap((r) => (r.ok ? [] : [r.error]));

  const out: string[] = [];
  out.push("Bonsai repotting report");
  out.push("=======================");
  const bySpecies = groupBy(good, (r) => r.species);
  const species = [...bySpecies.keys()].sort();
  for (const s of species) {
    const rows = bySpecies.get(s)!;
    const avgPrune = mean(rows.map((r) => r.rootPrunePct));
    const maxPot = Math.max(...rows.map((r) => r.potCm));
    out.push(`${s.padEnd(16)} ${String(rows.length).padStart(2)} trees  avg prune ${avgPrune.toFixed(1)}%  largest pot ${maxPot} cm`);
  }
  const byHealth = groupBy(good, (r) => r.health);
  const healthCounts: Record<string, number> = Object.fromEntries(
    HEALTH_VALUES.map((h) => [h, byHealth.get(h as Health)?.length ?? 0])
  );
  out.push(`Health: ${HEALTH_VALUES.map((h) => `${h}=${healthCounts[h]}`).join(", ")}`);
  const heavy = good.filter((r) => r.rootPrunePct >= 35).map((r) => r.treeId);
  out.push(`Heavy root prunes (>=35%): ${heavy.length ? heavy.join(", ") : "none"}`);
  for (const b of bad) out.push(`skipped line ${b.line}: ${b.reason}`);
  const summary = {
    trees: good.length,
    skipped: bad.length,
    species: species.length,
    avgPrune: Number(mean(good.map((r) => r.rootPrunePct)).toFixed(2)),
    poorHealth: healthCounts[Health.Poor],
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/bonsai_repotting.csv", "utf8")));
