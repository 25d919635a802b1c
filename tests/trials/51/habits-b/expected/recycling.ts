import { readFileSync } from "fs";

enum Material {
  Glass = "glass",
  Paper = "paper",
  Plastic = "plastic",
  Metal = "metal",
  Ewaste = "e-waste",
}

type Grade = "clean" | "mixed" | "contaminated";

interface DropOff {
  date: string;
  visitor: string;
  material: Material;
  kg: number;
  grade: Grade;
  note?: string;
}

interface MaterialStats {
  material: Material;
  count: number;
  totalKg: number;
  credit: number;
}

type ParseResult = { ok: true; entry: DropOff } | { ok: false; reason: string };

const RATES: Record<Material, number> = {
  [Material.Glass]: 0.05,
  [Material.Paper]: 0.08,
  [Material.Plastic]: 0.12,
  [Material.Metal]: 0.9,
  [Material.Ewaste]: 1.5,
};

const GRADE_FACTOR: Record<Grade, number> = { clean: 1, mixed: 0.6, contaminated: 0 };

const isMaterial = (s: string): s is Material =>
  (Object.values(Material) as string[]).includes(s);

const parseLine = (line: string, lineNo: number): ParseResult => {
  const [date, visitor, material, kg, grade, note] = line.split(",").map((s) => s.trim());
  if (!isMaterial(material)) return { ok: false, reason: `line ${lineNo}: unknown material "${material}"` };
  const entry: DropOff = { date, visitor, material, kg: Number(kg), grade: (grade || "mixed") as Grade, note: note || undefined };
  return { ok: true, entry };
};

const creditFor = ({ material, kg, grade }: DropOff): number => kg * RATES[material] * GRADE_FACTOR[grade];

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = <T>(items: T[], f: (x: T) => number): number => items.reduce((a, x) => a + f(x), 0);

class Ledger {
  private readonly entries: DropOff[];

  constructor(entries: DropOff[]) {
    this.entries = [...entries];
  }

  byMaterial(): MaterialStats[] {
    return [...groupBy(this.entries, (e) => e.material)]
      .map(([material, es]) => ({ material, count: es.length, totalKg: sum(es, (e) => e.kg), credit: sum(es, creditFor) }))
      .sort((a, b) => b.totalKg - a.totalKg);
  }

  topVisitors(n = 3): [string, number][] {
    const credits = groupBy(this.entries, (e) => e.visitor);
    return [...credits.entries()]
      .map(([who, es]): [string, number] => [who, sum(es, creditFor)])
      .sort(([, a], [, b]) => b - a)
      .slice(0, n);
  }

  notes(): string[] {
    return this.entries.flatMap((e) => (e.note ? [`${e.date} ${e.visitor}: ${e.note}`] : []));
  }

  get totalKg(): number {
    return sum(this.entries, (e) => e.kg);
  }
}

export default function report(text: string): string {
  const lines = text.split("\n").filter((l) => l.trim() && !l.startsWith("#"));
  const results = lines.map((l, i) => parseLine(l, i + 1));
  const entries = results.flatMap((r) => (r.ok ? [r.entry] : []));
  const rejected = results.flatMap((r) => (!r.ok ? [r.reason] : []));
  const ledger = new Ledger(entries);
  const stats = ledger.byMaterial();
  const out: string[] = [`Recycling drop-offs: ${entries.length} accepted, ${rejected.length} rejected`, ""];
  out.push(`${"material".padEnd(10)}${"n".padStart(3)}${"kg".padStart(9)}${"credit".padStart(9)}`);
  stats.forEach(({ material, count, totalKg, credit }) =>
    out.push(`${material.padEnd(10)}${String(count).padStart(3)}${totalKg.toFixed(2).padStart(9)}${credit.toFixed(2).padStart(9)}`));
  out.push("", "Top visitors by credit:");
  ledger.topVisitors().forEach(([who, c], i) => out.push(`  ${i + 1}. ${who} — €${c.toFixed(2)}`));
  out.push("", "Notes:", ...ledger.notes().map((n) => `  - ${n}`), ...rejected.map((r) => `  ! ${r}`));
  const summary = { totalKg: Number(ledger.totalKg.toFixed(2)), entries: entries.length, topMaterial: stats[0]?.material ?? null };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/dropoffs.csv", "utf8")));
