import { readFileSync } from "node:fs";

enum Metal {
  Silver = "silver",
  Gold = "gold",
  Platinum = "platinum",
  Palladium = "palladium",
}

interface Submission {
  id: string;
  sponsor: string;
  metal: Metal;
  declared: number;
  assayed: number;
  weight: number;
  items: number;
}

interface BadLine {
  line: number;
  reason: string;
}

type Parsed = { ok: true; value: Submission } | { ok: false; error: BadLine };

const STANDARDS: Record<Metal, number[]> = {
  [Metal.Silver]: [800, 925, 958, 999],
  [Metal.Gold]: [375, 585, 750, 916, 990, 999],
  [Metal.Platinum]: [850, 900, 950, 999],
  [Metal.Palladium]: [500, 950, 999],
};

const FEE_PER_ITEM: Record<Metal, number> = {
  [Metal.Silver]: 0.95,
  [Metal.Gold]: 1.6,
  [Metal.Platinum]: 2.4,
  [Metal.Palladium]: 2.1,
};

const isMetal = (s: string): s is Metal => (Object.values(Metal) as string[]).includes(s);

function parseLine(raw: string, line: number): Parsed {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) return { ok: false, error: { line, reason: `expected 7 fields, got ${cols.length}` } };
  const [id, sponsor, metal, ...nums] = cols;
  if (!isMetal(metal)) return { ok: false, error: { line, reason: `unknown metal '${metal}'` } };
  const [declared, assayed, weight, items] = nums.map(Number);
  if ([declared, assayed, weight, items].some(Number.isNaN))
    return { ok: false, error: { line, reason: "non-numeric value" } };
  return { ok: true, value: { id, sponsor, metal, declared, assayed, weight, items } };
}

const groupBy = <T, K extends string>(xs: T[], key: (x: T) => K): Map<K, T[]> =>
  xs.reduce((m, x) => m.set(key(x), [...(m.get(key(x)) ?? []), x]), new Map<K, T[]>());

const sum = <T>(xs: T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);

const verdict = (s: Submission): string =>
  !STANDARDS[s.metal].includes(s.declared) ? "not a legal standard"
    : s.assayed < s.declared ? `below standard by ${s.declared - s.assayed}`
    : "pass";

const fee = (s: Submission): number => s.items * FEE_PER_ITEM[s.metal] + (s.weight > 100 ? 5 : 0);

export default function report(path: string): string {
  const text = readFileSync(path, "utf8");
  const rows = text.split("\n").slice(1)
    .map((raw, i) => ({ raw, line: i + 2 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"));
  const parsed = rows.map(({ raw, line }) => parseLine(raw, line));
  const good = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.flatMap((p) => (p.ok ? [] : [p.error]));
  const passed = good.filter((s) => verdict(s) === "pass");
  const failed = good.filter((s) => verdict(s) !== "pass");

  const out: string[] = ["ASSAY OFFICE - HALLMARKING SUBMISSIONS", ""];
  out.push("By metal:");
  for (const [metal, subs] of groupBy(good, (s) => s.metal)) {
    const ok = subs.filter((s) => verdict(s) === "pass").length;
    out.push(`  ${metal.padEnd(10)} ${String(subs.length).padStart(2)} lots, ${ok} passed, ${sum(subs, (s) => s.weight).toFixed(1)} g`);
  }
  out.push("", "By sponsor (fees, passed lots only):");
  const bySponsor = [...groupBy(passed, (s) => s.sponsor)]
    .map(([sponsor, subs]) => ({ sponsor, items: sum(subs, (s) => s.items), fee: sum(subs, fee) }))
    .sort((a, b) => b.fee - a.fee || a.sponsor.localeCompare(b.sponsor));
  bySponsor.forEach(({ sponsor, items, fee }) =>
    out.push(`  ${sponsor.padEnd(20)} ${String(items).padStart(3)} items  £${fee.toFixed(2)}`));
  out.push("", "Rejected lots:");
  failed.forEach((s) => out.push(`  ${s.id} ${s.sponsor}: ${s.metal} ${s.declared} - ${verdict(s)}`));
  out.push("", `Skipped ${bad.length} bad line(s):`);
  bad.forEach(({ line, reason }) => out.push(`  line ${line}: ${reason}`));

  const summary = {
    lots: good.length,
    passed: passed.length,
    rejected: failed.length,
    badLines: bad.length,
    fees: Math.round(sum(passed, fee) * 100) / 100,
    topSponsor: bySponsor[0]?.sponsor ?? null,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/hallmark.csv"));
