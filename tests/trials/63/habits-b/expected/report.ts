import { readFileSync } from "node:fs";

enum Grade {
  Fine = "fine",
  Medium = "medium",
  Coarse = "coarse",
}

type Shift = "morning" | "afternoon";

interface Pluck {
  date: string;
  plucker: string;
  field: string;
  grade: Grade;
  kg: number;
  hours: number;
  shift: Shift;
}

const PRICE_PER_KG: Record<Grade, number> = {
  [Grade.Fine]: 1.8,
  [Grade.Medium]: 1.1,
  [Grade.Coarse]: 0.6,
};

const groupBy = <T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> =>
  items.reduce((acc, item) => {
    const key = keyOf(item);
    acc.set(key, [...(acc.get(key) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());

class PluckerTally {
  private picks: Pluck[] = [];
  constructor(public readonly name: string) {}

  add(p: Pluck): this {
    this.picks = [...this.picks, p];
    return this;
  }

  get kg(): number {
    return this.picks.reduce((sum, { kg }) => sum + kg, 0);
  }

  get hours(): number {
    return this.picks.reduce((sum, { hours }) => sum + hours, 0);
  }

  get earnings(): number {
    return this.picks.reduce((sum, { kg, grade }) => sum + kg * PRICE_PER_KG[grade], 0);
  }

  get rate(): number | undefined {
    return this.hours > 0 ? this.kg / this.hours : undefined;
  }
}

const parse = (text: string): Pluck[] => {
  const [header, ...lines] = text.trim().split("\n");
  const keys = header.split(",");
  return lines
    .map((line) => Object.fromEntries(line.split(",").map((v, i) => [keys[i], v])))
    .map(({ kg, hours, ...rest }) => ({ ...rest, kg: Number(kg), hours: Number(hours) }) as Pluck);
};

const fmt = (n: number | undefined, digits = 2): string => n?.toFixed(digits) ?? "n/a";

export default function report(path: string): string {
  const picks = parse(readFileSync(path, "utf8"));
  const tallies = new Map<string, PluckerTally>();
  for (const p of picks) {
    const tally = tallies.get(p.plucker) ?? new PluckerTally(p.plucker);
    tallies.set(p.plucker, tally.add(p));
  }
  const ranked = [...tallies.values()].sort((a, b) => b.kg - a.kg || a.name.localeCompare(b.name));
  const byField = groupBy(picks, (p) => p.field);
  const byShift = groupBy(picks, (p) => p.shift);
  const lines: string[] = [`Tea estate plucking report (${picks.length} entries)`, "", "Pluckers:"];
  ranked.forEach((t, i) =>
    lines.push(`${String(i + 1).padStart(2)}. ${t.name.padEnd(8)} ${fmt(t.kg).padStart(7)} kg  ${fmt(t.rate)} kg/h  $${fmt(t.earnings)}`),
  );
  lines.push("", "Fields:");
  for (const [field, rows] of [...byField.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const grades = [...new Set(rows.flatMap(({ grade }) => [grade]))].sort().join("/");
    const kg = rows.reduce((s, r) => s + r.kg, 0);
    lines.push(`  ${field.padEnd(14)} ${fmt(kg, 1).padStart(6)} kg  grades: ${grades}`);
  }
  lines.push("", "Shifts:");
  (["morning", "afternoon"] as Shift[]).forEach((shift) => {
    const rows = byShift.get(shift) ?? [];
    lines.push(`  ${shift}: ${rows.length} picks, ${fmt(rows.reduce((s, r) => s + r.kg, 0), 1)} kg`);
  });
  const idle = ranked.filter((t) => t.rate === undefined).map((t) => t.name);
  const totalKg = picks.reduce((s, { kg }) => s + kg, 0);
  const gradeKg = Object.fromEntries(
    Object.values(Grade).map((g) => [g, Number(picks.filter((p) => p.grade === g).reduce((s, p) => s + p.kg, 0).toFixed(2))]),
  );
  const top = ranked[0];
  lines.push("", `Idle pluckers: ${idle.length ? idle.join(", ") : "none"}`);
  const summary = { entries: picks.length, pluckers: ranked.length, totalKg: Number(totalKg.toFixed(2)), gradeKg, top: top?.name ?? null, payroll: Number(ranked.reduce((s, t) => s + t.earnings, 0).toFixed(2)) };
  lines.push(JSON.stringify(summary));
  return lines.join("\n");
}

console.log(report(process.argv[2] ?? "root/plucking.csv"));
