import { readFileSync } from "node:fs";

enum Temper {
  Ok = "OK",
  Bloom = "BLOOM",
  Streak = "STREAK",
}

interface Batch {
  date: string;
  id: string;
  flavour: string;
  temper: Temper;
  pieces: number;
  rejects: number;
  costPence: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

interface FlavourStats {
  flavour: string;
  batches: number;
  pieces: number;
  good: number;
  cost: number;
  faults: number;
}

const isTemper = (s: string): s is Temper =>
  (Object.values(Temper) as string[]).includes(s);

function parseLine(raw: string, line: number): Parsed<Batch> {
  const cells = raw.split(",").map((c) => c.trim());
  if (cells.length !== 7) return { ok: false, line, reason: `expected 7 fields, got ${cells.length}` };
  const [date, id, flavour, temper, ...nums] = cells;
  if (!isTemper(temper)) return { ok: false, line, reason: `unknown temper "${temper}"` };
  if (nums.some((n) => n === "")) return { ok: false, line, reason: "missing number" };
  const [pieces, rejects, costPence] = nums.map(Number);
  if ([pieces, rejects, costPence].some((n) => !Number.isInteger(n) || n < 0))
    return { ok: false, line, reason: "bad number" };
  if (rejects > pieces) return { ok: false, line, reason: "more rejects than pieces" };
  return { ok: true, value: { date, id, flavour, temper, pieces, rejects, costPence } };
}

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((m, t) => {
    const k = key(t);
    m.set(k, [...(m.get(k) ?? []), t]);
    return m;
  }, new Map<K, T[]>());
}

const sum = <T,>(xs: readonly T[], f: (x: T) => number): number =>
  xs.reduce((acc, x) => acc + f(x), 0);

const pounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`;

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw, n: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, n }) => parseLine(raw, n));

  const batches = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const errors = parsed.filter((p): p is Extract<Parsed<Batch>, { ok: false }> => !p.ok);

  const stats: FlavourStats[] = [...groupBy(batches, (b) => b.flavour)]
    .map(([flavour, bs]) => ({
      flavour,
      batches: bs.length,
      pieces: sum(bs, (b) => b.pieces),
      good: sum(bs, (b) => b.pieces - b.rejects),
      cost: sum(bs, (b) => b.costPence),
      faults: bs.filter((b) => b.temper !== Temper.Ok).length,
    }))
    .sort((a, b) => b.good - a.good || a.flavour.localeCompare(b.flavour));

  const out: string[] = ["Truffle batches", "==============="];
  out.push(`${"flavour".padEnd(16)}${"batches".padStart(8)}${"good".padStart(7)}${"reject%".padStart(9)}${"per good".padStart(10)}`);
  for (const s of stats) {
    const rejectPct = ((100 * (s.pieces - s.good)) / s.pieces).toFixed(1);
    const perGood = `${(s.cost / s.good).toFixed(2)}p`;
    out.push(
      `${s.flavour.padEnd(16)}${String(s.batches).padStart(8)}${String(s.good).padStart(7)}${rejectPct.padStart(9)}${perGood.padStart(10)}` +
        (s.faults > 0 ? `  (${s.faults} temper fault${s.faults === 1 ? "" : "s"})` : ""),
    );
  }
  const worst = [...batches].sort((a, b) => b.rejects / b.pieces - a.rejects / a.pieces)[0];
  out.push("");
  if (worst) out.push(`Worst batch: ${worst.id} (${worst.flavour}, ${worst.date}) ${worst.rejects}/${worst.pieces} rejected`);
  for (const e of errors) out.push(`skipped line ${e.line}: ${e.reason}`);

  const totalCost = sum(batches, (b) => b.costPence);
  const summary = {
    batches: batches.length,
    skipped: errors.length,
    good: sum(stats, (s) => s.good),
    cost: pounds(totalCost),
    byTemper: Object.fromEntries(
      Object.values(Temper).map((t) => [t, batches.filter((b) => b.temper === t).length]),
    ),
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/truffles.csv"));
